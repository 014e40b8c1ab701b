package rtjbench.core.os;

/**
 * The Linux calls through FFM downcalls: the Java 8 face of this class. The bench-core jar is multi-release; on
 * Java 22+ the VM loads {@code META-INF/versions/22/rtjbench/core/os/FfmLinuxControl.class} instead, which binds
 * libc with the JDK's own linker (no JNA to load: its library, its logging and its reflection cost a cold
 * {@code -Xcomp} start seconds). This version only says why the path is not here.
 */
final class FfmLinuxControl {
    private FfmLinuxControl() {}

    static ThreadControl load() {
        throw new UnsupportedOperationException("FFM: this VM (Java " + System.getProperty("java.specification.version")
                + ") loaded the Java 8 version of the class; the FFM binding needs Java 22+");
    }
}
