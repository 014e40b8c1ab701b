package rtjbench.core.os;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.testing.OpenFiles;

class PmQosHolderTest {
    @TempDir
    Path dir;

    private static int valueIn(Path file) throws Exception {
        byte[] bytes = Files.readAllBytes(file);
        assertEquals(4, bytes.length, "one 32-bit value, rewritten in place");
        return ByteBuffer.wrap(bytes).order(ByteOrder.nativeOrder()).getInt();
    }

    @Test
    void aValueIsWrittenAsA32BitNativeIntegerAndTheFileStaysOpenUntilClose() throws Exception {
        Path device = Files.createFile(dir.resolve("cpu_dma_latency"));
        PmQosHolder holder = new PmQosHolder(device);
        PmQosStatus s = holder.request(CpuDmaLatency.parse("0"));
        assertTrue(s.held());
        assertEquals(0, valueIn(device));
        assertTrue(holder.isOpen());
        assertTrue(OpenFiles.isOpenBy("self", device) || !OpenFiles.procAvailable());
        assertEquals(Integer.valueOf(0), s.toMetadata().get("effective_us"));

        PmQosStatus second = holder.request(CpuDmaLatency.parse("75"));
        assertEquals(Integer.valueOf(75), second.heldMicros());
        assertEquals(75, valueIn(device));

        holder.close();
        assertFalse(holder.isOpen());
        assertFalse(OpenFiles.isOpenBy("self", device));
        holder.close(); // twice is harmless (shutdown hook and runner may both close)
        assertThrows(IllegalStateException.class, () -> holder.request(CpuDmaLatency.parse("0")));
    }

    @Test
    void offBeforeAnyValueOpensNothing() throws Exception {
        Path device = Files.createFile(dir.resolve("cpu_dma_latency"));
        PmQosHolder holder = new PmQosHolder(device);
        PmQosStatus s = holder.request(CpuDmaLatency.OFF);
        assertFalse(s.held());
        assertFalse(holder.isOpen());
        assertEquals(0, Files.size(device));
        assertEquals("off", s.toMetadata().get("requested"));
        assertNull(s.warning());
    }

    @Test
    void offAfterAValueLiftsTheConstraintButKeepsTheFileForLaterRuns() throws Exception {
        Path device = Files.createFile(dir.resolve("cpu_dma_latency"));
        try (PmQosHolder holder = new PmQosHolder(device)) {
            holder.request(CpuDmaLatency.parse("0"));
            PmQosStatus off = holder.request(CpuDmaLatency.OFF);
            assertFalse(off.held());
            assertEquals(PmQosHolder.NO_CONSTRAINT_MICROS, valueIn(device));
            assertTrue(holder.isOpen());
            assertTrue(off.toMetadata().get("status").toString().contains("no constraint"));
            holder.request(CpuDmaLatency.parse("0"));
            assertEquals(0, valueIn(device));
        }
    }

    @Test
    void aMissingDeviceWarnsOnceAndTheMetadataSaysWhatWasAskedAndHeld() {
        PmQosHolder holder = new PmQosHolder(dir.resolve("no-such-device"));
        PmQosStatus first = holder.request(CpuDmaLatency.parse("0"));
        assertFalse(first.held());
        assertNotNull(first.warning());
        assertTrue(first.warning().contains("no such file"), first.warning());
        assertEquals("0", first.toMetadata().get("requested"));
        assertEquals(Boolean.FALSE, first.toMetadata().get("held"));
        assertNull(first.toMetadata().get("held_us"));
        assertTrue(first.toMetadata().get("status").toString().startsWith("not held: cannot open"));
        assertNull(holder.request(CpuDmaLatency.parse("0")).warning(), "one warning, not one a run");
        assertFalse(Files.exists(dir.resolve("no-such-device")), "never created");
        holder.close();
    }

    @Test
    void aDeviceThatCannotBeOpenedForWritingIsNotHeld() throws Exception {
        Path notAFile = Files.createDirectory(dir.resolve("a-directory"));
        PmQosHolder holder = new PmQosHolder(notAFile);
        PmQosStatus s = holder.request(CpuDmaLatency.parse("10"));
        assertFalse(s.held());
        assertNotNull(s.warning());
        assertFalse(holder.isOpen());
        holder.close();
    }

    @Test
    void theRealDeviceWherePermitted() {
        assumeTrue(
                Files.isWritable(PmQosHolder.DEVICE),
                PmQosHolder.DEVICE + " is not writable here (not root or no device)");
        try (PmQosHolder holder = new PmQosHolder(PmQosHolder.DEVICE)) {
            PmQosStatus s = holder.request(CpuDmaLatency.parse("0"));
            assertTrue(s.held(), s.toMetadata().toString());
            assertEquals(
                    Integer.valueOf(0),
                    s.toMetadata().get("effective_us"),
                    "the kernel's limit is the smallest request: ours");
            assertTrue(OpenFiles.isOpenBy("self", PmQosHolder.DEVICE));
            holder.close();
            assertFalse(OpenFiles.isOpenBy("self", PmQosHolder.DEVICE));
        }
    }

    @Test
    void valuesParseAndBadOnesAreRefusedSayingWhatIsAllowed() {
        assertTrue(CpuDmaLatency.parse(" OFF ").isOff());
        assertEquals(0, CpuDmaLatency.parse("0").microseconds());
        assertEquals(2147483647L, CpuDmaLatency.parse("2147483647").microseconds());
        for (String bad : new String[] {"-1", "1.5", "10us", "", "2147483648", "on"}) {
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> CpuDmaLatency.parse(bad), bad);
            assertTrue(e.getMessage().contains("allowed: off, or a latency in microseconds"), e.getMessage());
        }
        assertEquals("off", CpuDmaLatency.OFF.toString());
    }
}
