package rtjbench.core.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Paths;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** HotSpot's counters read from its perf-data file: the layout, and this VM's live values. */
class PerfDataFileTest {
    @Test
    void thisVmsCountersAreLiveAndMove() throws Exception {
        PerfDataFile file = PerfDataFile.ofThisVm();
        long safepoints = file.get("sun.rt.safepoints");
        System.gc(); // a stop-the-world collection on every HotSpot collector: one safepoint at least
        assertTrue(file.get("sun.rt.safepoints") > safepoints, "a full GC is a safepoint the mapped counter shows");
        assertTrue(file.get("sun.ci.totalCompiles") > 0);
        assertEquals(false, file.has("no.such.counter"));
    }

    @Test
    void readThroughTheFileTheCountersAreTheMappingsAndMoveToo() throws Exception {
        PerfDataFile mapped = PerfDataFile.ofThisVm();
        PerfDataFile read = PerfDataFile.ofThisVmUnmapped();
        // a counter set once at the VM's start reads the same both ways, in the file's byte order
        assertEquals(mapped.get("sun.rt.createVmBeginTime"), read.get("sun.rt.createVmBeginTime"));
        long safepoints = read.get("sun.rt.safepoints");
        System.gc(); // a safepoint
        assertTrue(read.get("sun.rt.safepoints") > safepoints, "read again, the file's counter has moved");
        JvmProbe probe = JvmProbe.countersOnly("no beans here");
        assertNull(probe.unwatchable(), "the compile counter is watchable without a bean");
        assertEquals("unavailable: no beans here", probe.sources().get("jit"));
    }

    @Test
    void theProbeTakesSafepointsAndCompilesFromIt() {
        JvmProbe probe = JvmProbe.open();
        Map<String, Object> sources = probe.sources();
        assertTrue(
                String.valueOf(sources.get("safepoints")).startsWith("HotSpot performance counters"),
                sources::toString);
        JvmCounters before = probe.read();
        System.gc();
        JvmCounters after = probe.read();
        assertTrue(after.safepoints > before.safepoints);
        assertTrue(after.safepointMillis >= before.safepointMillis);
        assertTrue(probe.activity() >= 0);
    }

    @Test
    void readsLongScalarsInTheFilesByteOrderAndSkipsTheRest() throws IOException {
        ByteBuffer image = image(ByteOrder.LITTLE_ENDIAN, 2);
        PerfDataFile file = PerfDataFile.parse(image, Paths.get("img"));
        assertEquals(42L, file.get("sun.rt.safepoints"));
        assertFalse(file.has("java.property.java.vm.name"), "a byte vector is not a long counter");
        image.order(ByteOrder.LITTLE_ENDIAN).putLong(dataOffsetOfFirstEntry(), 43L);
        assertEquals(43L, file.get("sun.rt.safepoints"), "a read is of the live image, not a copy");
    }

    @Test
    void refusesWhatIsNotHotSpotsLayout() {
        ByteBuffer notPerfData = ByteBuffer.allocate(64);
        IOException e = assertThrows(IOException.class, () -> PerfDataFile.parse(notPerfData, Paths.get("x")));
        assertTrue(e.getMessage().contains("0xcafec0c0"), e.getMessage());
        IOException v = assertThrows(
                IOException.class, () -> PerfDataFile.parse(image(ByteOrder.BIG_ENDIAN, 1), Paths.get("y")));
        assertTrue(v.getMessage().contains("version 1"), v.getMessage());
    }

    private static final int HEADER = 32;
    private static final int ENTRY_HEADER = 20;

    private static int dataOffsetOfFirstEntry() {
        return HEADER + ENTRY_HEADER + 24; // the entry's name takes 24 bytes: "sun.rt.safepoints" and padding
    }

    /** Two entries as HotSpot lays them out: a long counter, then a byte vector (a string property). */
    private static ByteBuffer image(ByteOrder order, int major) {
        ByteBuffer b = ByteBuffer.allocate(256);
        b.order(ByteOrder.BIG_ENDIAN).putInt(0, 0xcafec0c0);
        b.put(4, (byte) (order == ByteOrder.BIG_ENDIAN ? 0 : 1));
        b.put(5, (byte) major);
        b.order(order);
        b.putInt(24, HEADER);
        b.putInt(28, 2);
        int at = HEADER;
        at = entry(b, at, "sun.rt.safepoints", 0, 'J', 8, 42L);
        entry(b, at, "java.property.java.vm.name", 16, 'B', 16, 0L);
        return b;
    }

    private static int entry(ByteBuffer b, int at, String name, int vector, char type, int dataBytes, long value) {
        int nameBytes = 24 + (name.length() > 23 ? 8 : 0);
        int length = ENTRY_HEADER + nameBytes + dataBytes;
        b.putInt(at, length);
        b.putInt(at + 4, ENTRY_HEADER);
        b.putInt(at + 8, vector);
        b.put(at + 12, (byte) type);
        b.putInt(at + 16, ENTRY_HEADER + nameBytes);
        byte[] n = name.getBytes(StandardCharsets.US_ASCII);
        for (int i = 0; i < n.length; i++) {
            b.put(at + ENTRY_HEADER + i, n[i]);
        }
        if (vector == 0) {
            b.putLong(at + ENTRY_HEADER + nameBytes, value);
        }
        return at + length;
    }
}
