package rtjbench.core.os;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.util.Arrays;
import java.util.Locale;
import java.util.Set;
import java.util.zip.CRC32;

/**
 * A native library the Maven build compiles where gcc is present and packages in the bench-core jar as
 * {@code /native/<platform>/<file>}. A VM cannot load a library from inside a jar, so it is copied out and loaded
 * from there; where it is missing, {@link #unavailableReason()} says why.
 *
 * <p>The copy goes to a folder of this user's own under the temporary directory ({@link #CACHE_PREFIX} and the user
 * name: created with owner-only permissions, used only while it is still owned by this user and writable by no one
 * else), named by its content ({@code librtjclock-<crc32>-<length>.so}) and used again by every later VM that needs
 * those same bytes, compared in full: a temporary file deleted at exit was left behind by every VM that ended by a
 * signal or {@code Runtime.halt} (a cold fork, a test's child), one a VM. Where that folder cannot be trusted or
 * made, the copy is a temporary file deleted at exit.
 */
public final class BundledLibrary {
    /** The per-user folder's name, before the user name. */
    static final String CACHE_PREFIX = "rtjbench-native-";

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
            byte[] bytes = SmallFiles.bytes(in);
            Path cached = cachedCopy(Paths.get(System.getProperty("java.io.tmpdir")), fileName, bytes);
            extracted = cached != null ? cached : temporaryCopy(bytes);
        } catch (IOException e) {
            failure = "could not copy " + resource + " to a temporary file: " + e;
        }
    }

    /**
     * The copy of {@code bytes} named by their content in this user's folder under {@code tmp}, written there unless
     * it is already; null where there is no such folder.
     */
    static Path cachedCopy(Path tmp, String fileName, byte[] bytes) {
        try {
            Path folder = ownFolder(tmp);
            if (folder == null) {
                return null;
            }
            CRC32 crc = new CRC32();
            crc.update(bytes, 0, bytes.length);
            String stem = fileName.replace(".so", "");
            Path file = folder.resolve(stem + "-" + Long.toHexString(crc.getValue()) + "-" + bytes.length + ".so");
            if (Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)
                    && Arrays.equals(Files.readAllBytes(file), bytes)) {
                return file;
            }
            // Written whole beside it, then renamed over it: a VM loading it at that moment sees the old file or
            // the new one, never half of one.
            Path part = Files.createTempFile(folder, stem + "-", ".part");
            try {
                Files.write(part, bytes);
                Files.move(part, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } finally {
                Files.deleteIfExists(part);
            }
            return file;
        } catch (IOException | RuntimeException e) { // no POSIX attributes, a full disk: a temporary copy will do
            return null;
        }
    }

    /**
     * {@code tmp/rtjbench-native-<user>}, made owner-only where missing; null where it is not a folder (a link
     * included), belongs to another user or others may write in it.
     */
    static Path ownFolder(Path tmp) throws IOException {
        Path folder = tmp.resolve(CACHE_PREFIX + fileNameSafe(System.getProperty("user.name", "user")));
        if (!Files.exists(folder, LinkOption.NOFOLLOW_LINKS)) {
            try {
                Files.createDirectory(
                        folder, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
            } catch (FileAlreadyExistsException e) { // another VM made it meanwhile: checked below as any other
            }
        }
        PosixFileAttributes attributes =
                Files.readAttributes(folder, PosixFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        Set<PosixFilePermission> permissions = attributes.permissions();
        boolean othersWrite = permissions.contains(PosixFilePermission.GROUP_WRITE)
                || permissions.contains(PosixFilePermission.OTHERS_WRITE);
        if (!attributes.isDirectory() || othersWrite || !attributes.owner().equals(ownerOfANewFile(tmp))) {
            return null;
        }
        return folder;
    }

    /** {@code name} with every character but letters, digits, '_', '.' and '-' made '_'. */
    private static String fileNameSafe(String name) {
        StringBuilder out = new StringBuilder(name.length());
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            boolean plain = (c >= 'a' && c <= 'z')
                    || (c >= 'A' && c <= 'Z')
                    || (c >= '0' && c <= '9')
                    || c == '_'
                    || c == '.'
                    || c == '-';
            out.append(plain ? c : '_');
        }
        return out.toString();
    }

    /** This process's user as the file system names owners: the owner of a file it has just made. */
    private static UserPrincipal ownerOfANewFile(Path tmp) throws IOException {
        Path probe = Files.createTempFile(tmp, CACHE_PREFIX, ".owner");
        try {
            return Files.getOwner(probe);
        } finally {
            Files.delete(probe);
        }
    }

    private Path temporaryCopy(byte[] bytes) throws IOException {
        Path tmp = Files.createTempFile(fileName.replace(".so", "") + "-", ".so");
        File file = tmp.toFile();
        file.deleteOnExit();
        Files.write(tmp, bytes);
        return tmp;
    }
}
