package rtjbench.core.run.fork;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import rtjbench.core.args.ArgsException;

/**
 * What a fork reads of its runner on its standard input: the point ({@link PointHandover}'s lines up to its
 * {@link PointHandover#END}), then its turn ({@link ForkCommand#GO}), then, for a fork that says when it has
 * measured, {@link ForkCommand#LET_GO}. Read with java.io alone, byte by byte, so that nothing after a line is taken
 * from the stream, and so that a cold fork reading it loads none of the JDK's heavier machinery before its events.
 */
public final class ForkInput {
    private ForkInput() {}

    /** The runner's word that a fork's turn has come: when the runner gave it, and the folder to run into. */
    public static final class Turn {
        /** Epoch milliseconds at which the runner gave the turn. */
        public final long givenMillis;

        public final String folder;

        Turn(long givenMillis, String folder) {
            this.givenMillis = givenMillis;
            this.folder = folder;
        }
    }

    /** The runner's handover lines before its {@link PointHandover#END}; null where the input ends first. */
    public static List<String> handover(InputStream runner) throws IOException {
        List<String> lines = new ArrayList<>();
        String line;
        while ((line = readLine(runner)) != null) {
            if (line.equals(PointHandover.END)) {
                return lines;
            }
            lines.add(line);
        }
        return null;
    }

    /**
     * Reads the runner's {@link ForkCommand#GO} line ({@code go <epoch ms> <folder>}); null where the input
     * ended first (the runner has no use for this fork).
     */
    public static Turn turn(InputStream runner) throws ArgsException, IOException {
        String text = readLine(runner);
        if (text == null) {
            return null;
        }
        String rest = text.startsWith(ForkCommand.GO) ? text.substring(ForkCommand.GO.length()) : "";
        int space = rest.indexOf(' ');
        try {
            if (space > 0 && space < rest.length() - 1) {
                return new Turn(Long.parseLong(rest.substring(0, space)), rest.substring(space + 1));
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new ArgsException(
                "expected '" + ForkCommand.GO + "<epoch ms> <folder>' from the runner, got '" + text + "'");
    }

    /** Reads the runner's lines until it lets go (true) or the input ends (false: the runner is gone). */
    public static boolean letGo(InputStream runner) throws IOException {
        String line;
        while ((line = readLine(runner)) != null) {
            if (line.equals(ForkCommand.LET_GO)) { // any other line is not the runner's to say here: ignored
                return true;
            }
        }
        return false;
    }

    /** One line of the runner's, without its newline; null where the input ends first. */
    static String readLine(InputStream runner) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int b;
        while ((b = runner.read()) >= 0 && b != '\n') {
            line.write(b);
        }
        return b < 0 ? null : new String(line.toByteArray(), StandardCharsets.UTF_8);
    }
}
