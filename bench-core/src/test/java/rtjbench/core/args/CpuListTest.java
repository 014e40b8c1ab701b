package rtjbench.core.args;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import rtjbench.core.os.CpuList;

class CpuListTest {
    @Test
    void parsesKernelNotation() {
        assertEquals(
                Arrays.asList(0, 1, 2, 3, 8, 10, 11),
                CpuList.parse("0-3,8,10-11").cpus());
        assertEquals(Arrays.asList(1, 5), CpuList.parse(" 5 , 1 ,5").cpus());
        assertTrue(CpuList.parse("").isEmpty());
    }

    @Test
    void printsWithRanges() {
        assertEquals("0-3,8,10-11", CpuList.of(8, 0, 1, 2, 3, 10, 11).toString());
        assertEquals("0,2", CpuList.of(2, 0).toString());
    }

    @Test
    void setOperations() {
        CpuList a = CpuList.parse("0-3");
        assertEquals(CpuList.of(2, 3), a.intersect(CpuList.parse("2-5")));
        assertEquals(CpuList.of(0, 1), a.minus(CpuList.parse("2-5")));
        assertTrue(a.containsAll(CpuList.of(1, 3)));
    }

    @Test
    void refusesNonsense() {
        assertThrows(IllegalArgumentException.class, () -> CpuList.parse("a-b"));
        assertThrows(IllegalArgumentException.class, () -> CpuList.parse("3-1"));
    }
}
