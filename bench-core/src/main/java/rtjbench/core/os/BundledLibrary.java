package rtjbench.core.os;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;

/**
 * A native library the Maven build compiles where gcc is present and packages in the bench-core jar as
 * {@code /native/<platform>/<file>}. A VM cannot load a library from inside a jar, so it is copied once to a
 * temporary file (deleted at exit) and loaded from there; where it is missing, {@link #unavailableReason()} says why.
 */
public final class BundledLibrary {
    private final String fileName;
    /** What the library is for, in the reason it is missing: "clock", "OS". */
    private final String what;

    private Path extracted;
    private String failure;

    public BundledLibrary(String fileName, String what) {
        this.fileName = fileName;
        this.what = what;
    }

    /** {@code linux-x86-64}, {@code linux-aarch64}, or null where the libraries have no port. */
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

    /** The resource the build packages for {@code platform}, e.g. {@code /native/linux-x86-64/librtjclock.so}. */
    public String resourceName(String platform) {
        return "/native/" + platform + "/" + fileName;
    }

    /** Null where the library is ready to load; otherwise why not. Extracts it on first call. */
    public synchronized String unavailableReason() {
        if (extracted == null && failure == null) {
            extract();
        }
        return failure;
    }

    /** The extracted file; only valid where {@link #unavailableReason()} is null. */
    public synchronized Path path() {
        if (unavailableReason() != null) {
            throw new IllegalStateException("the native " + what + " library is not available: " + failure);
        }
        return extracted;
    }

    private void extract() {
        String platform = hostPlatform();
        if (platform == null) {
            failure = "no native " + what + " library for " + System.getProperty("os.name") + "/"
                    + System.getProperty("os.arch") + " (x86-64 and aarch64 Linux only)";
            return;
        }
        String resource = resourceName(platform);
        try (InputStream in = BundledLibrary.class.getResourceAsStream(resource)) {
            if (in == null) {
                failure =
                        "this build has no " + resource + " (it is compiled only where gcc was present at build time)";
                return;
            }
            Path tmp = Files.createTempFile(fileName.replace(".so", "") + "-", ".so");
            File file = tmp.toFile();
            file.deleteOnExit();
            Files.copy(in, tmp, StandardCopyOption.REPLACE_EXISTING);
            extracted = tmp;
        } catch (IOException e) {
            failure = "could not copy " + resource + " to a temporary file: " + e;
        }
    }
}
