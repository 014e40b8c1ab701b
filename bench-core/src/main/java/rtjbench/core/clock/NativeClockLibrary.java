package rtjbench.core.clock;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;

/**
 * The native clock library (src/main/c/rtjclock.c), built by the Maven build where gcc is present and
 * packaged in the bench-core jar as {@code /native/<platform>/librtjclock.so}. A VM cannot load a library
 * from inside a jar, so it is copied once to a temporary file (deleted at exit) and loaded from there by
 * whichever path reads it (FFM, JNI, JNA). Where it is missing, {@link #unavailableReason()} says why.
 */
public final class NativeClockLibrary {
    static final String FILE_NAME = "librtjclock.so";

    private static Path extracted;
    private static String failure;

    private NativeClockLibrary() {}

    /** {@code linux-x86-64}, {@code linux-aarch64}, or null where the library has no port. */
    public static String platform(String osName, String osArch) {
        if (!osName.toLowerCase(Locale.ROOT).startsWith("linux")) {
            return null;
        }
        if (osArch.equals("amd64") || osArch.equals("x86_64")) {
            return "linux-x86-64";
        }
        if (osArch.equals("aarch64")) {
            return "linux-aarch64";
        }
        return null;
    }

    public static String hostPlatform() {
        return platform(System.getProperty("os.name"), System.getProperty("os.arch"));
    }

    /** The resource the build packages for this machine, e.g. {@code /native/linux-x86-64/librtjclock.so}. */
    static String resourceName(String platform) {
        return "/native/" + platform + "/" + FILE_NAME;
    }

    /** Null where the library is ready to load; otherwise why not. Extracts it on first call. */
    public static synchronized String unavailableReason() {
        if (extracted == null && failure == null) {
            extract();
        }
        return failure;
    }

    /** The extracted file; only valid where {@link #unavailableReason()} is null. */
    public static synchronized Path path() {
        if (unavailableReason() != null) {
            throw new IllegalStateException("the native clock library is not available: " + failure);
        }
        return extracted;
    }

    private static void extract() {
        String platform = hostPlatform();
        if (platform == null) {
            failure = "no native clock for " + System.getProperty("os.name") + "/" + System.getProperty("os.arch")
                    + " (rtjclock has x86-64 and aarch64 Linux ports)";
            return;
        }
        String resource = resourceName(platform);
        try (InputStream in = NativeClockLibrary.class.getResourceAsStream(resource)) {
            if (in == null) {
                failure =
                        "this build has no " + resource + " (it is compiled only where gcc was present at build time)";
                return;
            }
            Path tmp = Files.createTempFile("rtjclock-", ".so");
            File file = tmp.toFile();
            file.deleteOnExit();
            Files.copy(in, tmp, StandardCopyOption.REPLACE_EXISTING);
            extracted = tmp;
        } catch (IOException e) {
            failure = "could not copy " + resource + " to a temporary file: " + e;
        }
    }
}
