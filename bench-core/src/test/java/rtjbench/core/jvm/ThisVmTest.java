package rtjbench.core.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/** The process id and pid@host read from /proc are the runtime bean's. */
class ThisVmTest {
    @Test
    void pidAndNameAreTheRuntimeBeans() throws Exception {
        String bean = ManagementFactory.getRuntimeMXBean().getName();
        assertEquals(bean.substring(0, bean.indexOf('@')), Long.toString(ThisVm.pid()));
        assertEquals(
                ThisVm.pid() + "@", ThisVm.name().substring(0, ThisVm.name().indexOf('@') + 1));
    }
}
