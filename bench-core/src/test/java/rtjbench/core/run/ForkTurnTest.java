package rtjbench.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Paths;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import rtjbench.core.args.ArgsException;

/** How a fork learns its point, its turn and its folder from the runner: lines on its standard input. */
class ForkTurnTest {
    private static InputStream input(String text) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void theGoLineNamesTheFolderAndLeavesTheRestOfTheStreamUnread() throws Exception {
        InputStream in = input("go 1795640000000 /r/01 memalloc/allocsize=1K\nlater");
        ForkChild.Turn turn = ForkChild.awaitTurn(in);
        assertEquals(Paths.get("/r/01 memalloc/allocsize=1K"), turn.dir, "a folder may hold spaces");
        assertEquals(1_795_640_000_000L, turn.givenMillis);
        assertEquals('l', in.read(), "what follows is the runner watch's to read");
    }

    @Test
    void thePointComesFirstUpToItsEndLineAndTheTurnAfterIt() throws Exception {
        InputStream in = input("point a.B\narg count=5\nend\ngo 1 /r\n");
        assertEquals(Arrays.asList("point a.B", "arg count=5"), ForkChild.readHandover(in));
        assertEquals(Paths.get("/r"), ForkChild.awaitTurn(in).dir);
        assertNull(ForkChild.readHandover(input("point a.B\narg count=5\n")), "no end line: the runner is gone");
    }

    @Test
    void anInputThatEndsFirstMeansTheForkIsNotNeeded() throws Exception {
        assertNull(ForkChild.awaitTurn(input("")));
        assertNull(ForkChild.awaitTurn(input("go 1 /r/unfinished")), "a line cut short by the end is no turn");
    }

    @Test
    void afterItsTurnTheForkWatchesUntilTheRunnerLetsGoOrIsGone() throws Exception {
        assertTrue(ForkChild.letGo(input("noise\nlet go\n")), "let go: the fork saves and exits on its own");
        assertFalse(ForkChild.letGo(input("noise\n")), "the input ended: the runner is gone");
        assertFalse(ForkChild.letGo(input("let go")), "a line cut short by the end is not said");
    }

    @Test
    void anythingElseIsRefusedNamingWhatCame() {
        ArgsException e = assertThrows(ArgsException.class, () -> ForkChild.awaitTurn(input("stop\n")));
        assertTrue(e.getMessage().contains("'stop'"), e.getMessage());
        assertThrows(ArgsException.class, () -> ForkChild.awaitTurn(input("go \n")));
        assertThrows(ArgsException.class, () -> ForkChild.awaitTurn(input("go /r/no-time\n")));
        assertThrows(ArgsException.class, () -> ForkChild.awaitTurn(input("go 1795640000000\n")));
    }
}
