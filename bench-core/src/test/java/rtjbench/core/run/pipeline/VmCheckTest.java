package rtjbench.core.run.pipeline;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class VmCheckTest {
    @Test
    void theLauncherMustBeThisVmsBinJava() {
        String home = System.getProperty("java.home");
        assertNull(VmCheck.launcherProblem(home + "/bin/java", home));
        assertTrue(
                VmCheck.launcherProblem("/usr/lib/jvm/elsewhere/bin/java", home).contains("this VM's home is"));
        assertTrue(VmCheck.launcherProblem("/opt/jamaica/bin/jamaicavm", home).startsWith("not checked"));
    }
}
