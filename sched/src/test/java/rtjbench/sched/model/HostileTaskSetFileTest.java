package rtjbench.sched.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The task-set reader at its bounds and on what a hostile or careless file holds: a byte-order mark, letters of
 * other scripts, a line of a million digits, more tasks than a set or a file may have, bytes that are not UTF-8.
 * Every refusal names the file and line and stays one line short enough to read.
 */
class HostileTaskSetFileTest {
    private static final String HEADER = "name,period,wcet,deadline\n";

    @TempDir
    Path tmp;

    private static String repeat(String s, int n) {
        StringBuilder sb = new StringBuilder(s.length() * n);
        for (int i = 0; i < n; i++) {
            sb.append(s);
        }
        return sb.toString();
    }

    private static List<TaskSet> read(String text) throws Exception {
        return TaskSetFile.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "t.csv");
    }

    private static TaskSetFileException refused(String text) {
        return assertThrows(TaskSetFileException.class, () -> read(text));
    }

    @Test
    void aByteOrderMarkIsSkippedAndAnyOtherInvisibleMarkIsNamed() throws Exception {
        assertEquals(1, read("\ufeff" + HEADER + "a,10ms,1ms,10ms\n").get(0).size());
        Path f = tmp.resolve("bom.csv");
        byte[] bom = {(byte) 0xef, (byte) 0xbb, (byte) 0xbf};
        byte[] body = (HEADER + "a,10ms,1ms,10ms\n").getBytes(StandardCharsets.UTF_8);
        byte[] all = new byte[bom.length + body.length];
        System.arraycopy(bom, 0, all, 0, 3);
        System.arraycopy(body, 0, all, 3, body.length);
        Files.write(f, all);
        assertEquals("a", TaskSetFile.readOne(f).get(0).name());
        TaskSetFileException e = refused("name\u200b,period,wcet,deadline\n");
        assertTrue(e.getMessage().contains("field name\\u200b: is not a column"), e.getMessage());
    }

    @Test
    void namesAreLettersAndDigitsOfAnyScript() throws Exception {
        TaskSet s = read(HEADER + "ζ,10ms,1ms,10ms\nΔt_1,20ms,1ms,20ms\nцикл-2,40ms,1ms,40ms\n名前,80ms,1ms,80ms\n")
                .get(0);
        assertEquals("ζ", s.get(0).name());
        assertEquals("名前", s.get(3).name());
        assertEquals(
                s,
                TaskSetFile.read(
                                new ByteArrayInputStream(TaskSetFile.format(Collections.singletonList(s))
                                        .getBytes(StandardCharsets.UTF_8)),
                                "x")
                        .get(0));
        assertTrue(refused(HEADER + "a b,10ms,1ms,10ms\n").getMessage().contains("'a b' may hold only letters"));
        assertTrue(refused(HEADER + "a;b,10ms,1ms,10ms\n").getMessage().contains("'a;b' may hold only letters"));
    }

    @Test
    void aLineOfAMillionDigitsIsRefusedUnreadAndLongFieldsAreQuotedByTheirStart() {
        String line = "a," + repeat("9", 1_000_000) + "ms,1ms,10ms\n";
        long t0 = System.nanoTime();
        TaskSetFileException e = refused(HEADER + line);
        assertTrue(System.nanoTime() - t0 < 1e9, "refused without parsing a million digits");
        assertEquals("t.csv:2: is longer than 4096 characters, the most a line may have", e.getMessage());
        e = refused(HEADER + "a," + repeat("9", 200) + "ms,1ms,10ms\n");
        assertEquals(
                "t.csv:2: field period: '9999999999999999…' (202 characters) is too long for a time: at most 40"
                        + " characters (a time fits in 19 digits of nanoseconds)",
                e.getMessage());
        e = refused(HEADER + "a,10ms,1ms,10ms," + "\u0007\n");
        assertTrue(e.getMessage().startsWith("t.csv:2: has 5 fields"), e.getMessage());
        e = refused(HEADER + "a\u0007b,10ms,1ms,10ms\n");
        assertTrue(e.getMessage().contains("'a\\u0007b' may hold only"), e.getMessage());
        assertEquals(
                "'1234567890123456…' (50 characters)", Quoted.of("12345678901234567890123456789012345678901234567890"));
    }

    @Test
    void theLargestSetAndFileAreReadAndOneTaskMoreIsRefused() throws Exception {
        int perSet = TaskSetFile.MAX_TASKS_PER_SET;
        int sets = TaskSetFile.MAX_TASKS / perSet;
        StringBuilder sb = new StringBuilder("set," + HEADER);
        for (int s = 1; s <= sets; s++) {
            for (int t = 0; t < perSet; t++) sb.append(s).append(",t").append(t).append(",1s,1us,1s\n");
        }
        long t0 = System.nanoTime();
        List<TaskSet> all = read(sb.toString());
        double seconds = (System.nanoTime() - t0) / 1e9;
        assertEquals(sets, all.size());
        assertEquals(perSet, all.get(sets - 1).size());
        assertTrue(seconds < 20, "a million tasks read in seconds: " + seconds);

        TaskSetFileException e = refused(sb.toString() + (sets + 1) + ",x,1s,1us,1s\n");
        assertEquals(
                "t.csv:" + (TaskSetFile.MAX_TASKS + 2) + ": the file has more than " + TaskSetFile.MAX_TASKS
                        + " tasks, the most a file may have",
                e.getMessage());
        StringBuilder one = new StringBuilder(HEADER);
        for (int t = 0; t <= perSet; t++) one.append('t').append(t).append(",1s,1us,1s\n");
        e = refused(one.toString());
        assertEquals(
                "t.csv:" + (perSet + 2) + ": set has more than " + perSet + " tasks, the most a set may have",
                e.getMessage());
    }

    @Test
    void bytesThatAreNotUtf8AndFoldersAreNamedForWhatTheyAre() throws Exception {
        Path f = tmp.resolve("latin1.csv");
        Files.write(f, (HEADER + "caf\u00e9,10ms,1ms,10ms\n").getBytes(StandardCharsets.ISO_8859_1));
        TaskSetFileException e = assertThrows(TaskSetFileException.class, () -> TaskSetFile.read(f));
        assertEquals(
                f + ":2: is not UTF-8 text: the byte 0xE9 after 3 characters of the line begins no UTF-8 character"
                        + " (save the file as UTF-8)",
                e.getMessage());
        Path dir = Files.createDirectory(tmp.resolve("dir.csv"));
        e = assertThrows(TaskSetFileException.class, () -> TaskSetFile.read(dir));
        assertEquals(dir + ": is a directory, not a file", e.getMessage());
        e = assertThrows(TaskSetFileException.class, () -> TaskSetFile.read(tmp.resolve("none.csv")));
        assertEquals(tmp.resolve("none.csv") + ": no such file", e.getMessage());
    }

    @Test
    void crLfAndLoneCrEndLinesAsBeforeAndLineNumbersCountThem() throws Exception {
        assertEquals(
                2,
                read(HEADER.replace("\n", "\r\n") + "a,10ms,1ms,10ms\r\nb,20ms,1ms,20ms\r\n")
                        .get(0)
                        .size());
        assertEquals(
                2,
                read(HEADER.replace("\n", "\r") + "a,10ms,1ms,10ms\rb,20ms,1ms,20ms")
                        .get(0)
                        .size());
        TaskSetFileException e = refused(HEADER.replace("\n", "\r\n") + "a,10ms,1ms,10ms\r\nb,20,1ms,20ms\r\n");
        assertEquals(3, e.line());
    }

    @Test
    void timesPastTheirBoundAreQuotedNotEchoed() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> Time.parse(repeat("1", 1_000_000) + "ms"));
        assertEquals(
                "'1111111111111111…' (1000002 characters) is too long for a time: at most 40 characters (a time fits"
                        + " in 19 digits of nanoseconds)",
                e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Time.parse("99999999999999999999s"));
        assertTrue(e.getMessage().contains("is above 9223372036854775807 ns"), e.getMessage());
    }
}
