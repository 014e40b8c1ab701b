package rtjbench.core.clock;

import java.nio.file.Path;
import rtjbench.core.os.BundledLibrary;

/**
 * The native clock library (src/main/c/rtjclock.c), built by the Maven build where gcc is present and
 * packaged in the bench-core jar as {@code /native/<platform>/librtjclock.so}. A VM cannot load a library
 * from inside a jar, so it is copied once to a temporary file (deleted at exit) and loaded from there by
 * whichever path reads it (FFM, JNI, JNA). Where it is missing, {@link #unavailableReason()} says why.
 */
public final class NativeClockLibrary {
    static final String FILE_NAME = "librtjclock.so";

    private static final BundledLibrary LIBRARY = new BundledLibrary(FILE_NAME, "clock");

    private NativeClockLibrary() {}

    /** {@code linux-x86-64}, {@code linux-aarch64}, or null where the library has no port. */
    public static String platform(String osName, String osArch) {
        return BundledLibrary.platform(osName, osArch);
    }

    public static String hostPlatform() {
        return BundledLibrary.hostPlatform();
    }

    /** The resource the build packages for this machine, e.g. {@code /native/linux-x86-64/librtjclock.so}. */
    static String resourceName(String platform) {
        return LIBRARY.resourceName(platform);
    }

    /** Null where the library is ready to load; otherwise why not. Extracts it on first call. */
    public static String unavailableReason() {
        return LIBRARY.unavailableReason();
    }

    /** The extracted file; only valid where {@link #unavailableReason()} is null. */
    public static Path path() {
        return LIBRARY.path();
    }
}
