package rtjbench.core.run.fork;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.Manifest;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import rtjbench.core.args.JvmEntry;
import rtjbench.core.os.FileTrees;
import rtjbench.core.run.pipeline.RunSession;

/**
 * The suite's classes unpacked into a folder, for the forks of a cold point: a fresh VM that opens its first jar
 * (the multi-release handling of {@code JarFile}, {@code ZipFile}'s lambdas) compiles about 2,600 methods under
 * {@code -Xcomp} before the suite's main class loads, 1.7 s of a Temurin 25 fork's start; from a folder its main
 * class loads at 0.74 s instead of 2.48 s (docs/cold-start.md).
 *
 * <p>Made once a run for each Java feature version a cold fork runs on, in a temporary directory of the run's, and
 * deleted as the runner ends ({@link #close}, and a shutdown hook where the VM ends first). The folder holds what
 * the class loader would find in the runner's jars, in class-path order: the first jar's entry of a name wins; a
 * multi-release jar's {@code META-INF/versions/N/} entries for every N up to the fork VM's version are laid over
 * its base entries in increasing N, as {@code JarFile} resolves them for that VM; the {@code META-INF/services}
 * files of all jars are joined, in class-path order (the suite finds its benchmarks in several jars with
 * ServiceLoader); signature files and {@code module-info.class} (which the class path never reads) are left out,
 * native libraries copied with the rest. A folder on the runner's class path stays where it is, in place (its
 * classes win over a later jar's, as they do now). A fork that maps an archive of the jars (a class-data archive,
 * an AOT cache: HotSpot requires the class path it was made with) keeps the jars ({@link #appliesTo}).
 */
final class ForkClassFolder {
    private static final String VERSIONS = "META-INF/versions/";
    private static final String SERVICES = "META-INF/services/";

    /** The feature version of each launcher asked so far (-1: it could not be told): each is asked once a process. */
    private static final Map<String, Integer> FEATURES = new HashMap<>();

    private final List<String> classPath;
    /** The class path each feature version's forks are started with, once made. */
    private final Map<Integer, String> made = new HashMap<>();
    /** Why a feature version's folder could not be made: it is not tried again. */
    private final Map<Integer, IOException> failed = new HashMap<>();
    /** The warnings {@link #forFork} gave: each is given once. */
    private final Set<String> warned = new HashSet<>();

    /** The run's temporary directory, made with the first folder; null before. */
    private Path root;

    private Thread cleanup;
    /**
     * The session whose fork may still load classes from the folder as the runner's VM shuts down (a signal: the
     * fork writes what it recorded first); null where none is watched.
     */
    private volatile RunSession session;

    /** For the runner's class path {@code classPath} ({@code java.class.path}). */
    ForkClassFolder(String classPath) {
        List<String> entries = new ArrayList<>();
        for (String e : classPath.split(File.pathSeparator)) {
            if (!e.isEmpty()) {
                entries.add(e);
            }
        }
        this.classPath = Collections.unmodifiableList(entries);
    }

    /**
     * Whether a fork is started from the folder: a cold point's fork, its {@code <jvm>} entry (null: the runner's
     * VM) without an AOT cache, and none of its VM {@code options} mapping an archive of the jars (a class-data
     * archive, HotSpot's AOT cache), which only matches the class path it was made with.
     */
    static boolean appliesTo(boolean coldPoint, JvmEntry entry, List<String> options) {
        if (!coldPoint || entry != null && entry.aotCache() != null) {
            return false;
        }
        for (String o : options) {
            if (o.startsWith("-XX:SharedArchiveFile")
                    || o.startsWith("-XX:ArchiveClassesAtExit")
                    || o.startsWith("-XX:+AutoCreateSharedArchive")
                    || o.startsWith("-XX:AOT")) {
                return false;
            }
        }
        return true;
    }

    /**
     * The class path of a fork started with {@code launcher}: the folder for its VM's feature version, made on
     * the first call; null where it cannot be made (the fork is then started with the jars), and {@code warnings}
     * is told why the first time.
     */
    synchronized String forFork(String launcher, List<String> warnings) {
        try {
            return classPath(featureVersion(launcher));
        } catch (IOException e) {
            String why = "cold forks load the suite's classes from its jars, not a folder: " + e.getMessage();
            if (warned.add(why)) {
                warnings.add(why);
            }
            return null;
        }
    }

    /**
     * The class path for forks of a VM of feature version {@code feature} (8, 17, 25): the folder, made on the first
     * call for that version, where the runner's jars were, and the runner's folders in their places; the runner's
     * class path itself where it holds no jar.
     */
    synchronized String classPath(int feature) throws IOException {
        String done = made.get(feature);
        if (done != null) {
            return done;
        }
        IOException failure = failed.get(feature);
        if (failure != null) {
            throw failure;
        }
        try {
            done = make(feature);
        } catch (IOException e) {
            failed.put(feature, e);
            throw e;
        }
        made.put(feature, done);
        return done;
    }

    private String make(int feature) throws IOException {
        boolean jars = false;
        for (String e : classPath) {
            jars |= Files.isRegularFile(Paths.get(e));
        }
        if (!jars) {
            return String.join(File.pathSeparator, classPath);
        }
        Path folder = root().resolve("java-" + feature);
        try {
            Files.createDirectory(folder);
            unpack(classPath, feature, folder);
        } catch (IOException e) {
            FileTrees.deleteQuietly(folder);
            throw new IOException(
                    "could not unpack them for Java " + feature + " into " + folder + ": " + e.getMessage(), e);
        }
        List<String> cp = new ArrayList<>();
        for (String e : classPath) {
            Path p = Paths.get(e);
            if (Files.isDirectory(p)) {
                cp.add(e);
            } else if (Files.isRegularFile(p) && !cp.contains(folder.toString())) {
                cp.add(folder.toString()); // where the first jar was
            }
        }
        return String.join(File.pathSeparator, cp);
    }

    private Path root() throws IOException {
        if (root == null) {
            root = Files.createTempDirectory("rtjbench-classes-");
            final Path dir = root;
            cleanup = new Thread("rtjbench-class-folder") {
                @Override
                public void run() {
                    awaitNoFork();
                    FileTrees.deleteQuietly(dir);
                }
            };
            Runtime.getRuntime().addShutdownHook(cleanup);
        }
        return root;
    }

    /** Has the folder's deletion at shutdown wait for {@code session}'s fork to end first (at most a grace). */
    void watch(RunSession session) {
        this.session = session;
    }

    /**
     * Shutdown hooks run together: the runner's signal hook stops the fork, which then writes what it recorded and
     * loads classes to do so; the folder goes once the fork is gone, or after its grace.
     */
    private void awaitNoFork() {
        long deadline = System.nanoTime() + (LeanColdFork.SIGNAL_GRACE_MILLIS + 2_000) * 1_000_000L;
        RunSession s = session;
        try {
            while (s != null && s.fork != null && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The run ends: the folders are deleted. */
    synchronized void close() {
        if (root == null) {
            return;
        }
        try {
            Runtime.getRuntime().removeShutdownHook(cleanup);
        } catch (IllegalStateException e) {
            // the VM is shutting down: the hook deletes the folders too
        }
        FileTrees.deleteQuietly(root);
        root = null;
        made.clear();
    }

    /**
     * Unpacks the jars of {@code classPath} into {@code into} as a VM of feature version {@code feature} would read
     * them (see the class comment); its folders are left where they are, but a jar's entry a folder before it
     * holds is not copied, so that the folder's stays the one found.
     */
    static void unpack(List<String> classPath, int feature, Path into) throws IOException {
        List<Path> foldersBefore = new ArrayList<>();
        Map<String, ByteArrayOutputStream> services = new LinkedHashMap<>();
        for (String e : classPath) {
            Path p = Paths.get(e);
            if (Files.isDirectory(p)) {
                foldersBefore.add(p);
            } else if (Files.isRegularFile(p)) {
                unpackJar(p, feature, into, foldersBefore, services);
            }
        }
        for (Map.Entry<String, ByteArrayOutputStream> s : services.entrySet()) {
            Path file = target(into, s.getKey());
            Files.createDirectories(file.getParent());
            Files.write(file, s.getValue().toByteArray());
        }
    }

    private static void unpackJar(
            Path jar, int feature, Path into, List<Path> foldersBefore, Map<String, ByteArrayOutputStream> services)
            throws IOException {
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            for (Map.Entry<String, ZipEntry> named : resolved(zip, feature).entrySet()) {
                String name = named.getKey();
                if (isSignature(name) || name.equals("module-info.class")) {
                    continue;
                }
                if (name.startsWith(SERVICES) && name.indexOf('/', SERVICES.length()) < 0) {
                    ByteArrayOutputStream joined = services.get(name);
                    if (joined == null) {
                        joined = new ByteArrayOutputStream();
                        services.put(name, joined);
                    }
                    byte[] text = read(zip, named.getValue());
                    if (joined.size() > 0 && !endsWithNewline(joined)) {
                        joined.write('\n');
                    }
                    joined.write(text);
                    continue;
                }
                Path file = target(into, name);
                if (Files.exists(file) || inAny(foldersBefore, name)) {
                    continue; // an entry before it wins, as in the class loader
                }
                Files.createDirectories(file.getParent());
                try (InputStream in = zip.getInputStream(named.getValue())) {
                    Files.copy(in, file);
                }
            }
        } catch (IOException e) {
            throw new IOException(jar + ": " + e.getMessage(), e);
        }
    }

    /**
     * A jar's entries by the name a VM of {@code feature} finds them under: the base entries, and for a
     * multi-release jar those of {@code META-INF/versions/N/} for N = 9 to {@code feature} over them, in increasing
     * N; directories, and a multi-release jar's versioned entries under their own names, are left out.
     */
    static Map<String, ZipEntry> resolved(ZipFile zip, int feature) throws IOException {
        Map<String, ZipEntry> names = new LinkedHashMap<>();
        TreeMap<Integer, List<ZipEntry>> versions = new TreeMap<>();
        boolean multiRelease = multiRelease(zip);
        Enumeration<? extends ZipEntry> all = zip.entries();
        while (all.hasMoreElements()) {
            ZipEntry e = all.nextElement();
            String name = e.getName();
            if (e.isDirectory()) {
                continue;
            }
            if (!multiRelease || !name.startsWith(VERSIONS)) {
                names.put(name, e);
                continue;
            }
            int slash = name.indexOf('/', VERSIONS.length());
            int n = slash < 0 ? -1 : number(name.substring(VERSIONS.length(), slash));
            if (n >= 9 && n <= feature) {
                List<ZipEntry> of = versions.get(n);
                if (of == null) {
                    of = new ArrayList<>();
                    versions.put(n, of);
                }
                of.add(e);
            }
        }
        for (List<ZipEntry> of : versions.values()) {
            for (ZipEntry e : of) {
                String name = e.getName();
                names.put(name.substring(name.indexOf('/', VERSIONS.length()) + 1), e);
            }
        }
        return names;
    }

    /** Whether the jar's manifest says {@code Multi-Release: true}. */
    private static boolean multiRelease(ZipFile zip) throws IOException {
        ZipEntry m = zip.getEntry("META-INF/MANIFEST.MF");
        if (m == null) {
            return false;
        }
        try (InputStream in = zip.getInputStream(m)) {
            String value = new Manifest(in).getMainAttributes().getValue(new Attributes.Name("Multi-Release"));
            return value != null && value.trim().equalsIgnoreCase("true");
        }
    }

    /** A signature file of a signed jar: {@code META-INF/*.SF}, {@code .RSA}, {@code .DSA}, {@code .EC}, SIG-*. */
    private static boolean isSignature(String name) {
        if (!name.startsWith("META-INF/") || name.indexOf('/', "META-INF/".length()) >= 0) {
            return false;
        }
        String file = name.substring("META-INF/".length());
        String upper = file.toUpperCase(java.util.Locale.ROOT);
        return upper.endsWith(".SF")
                || upper.endsWith(".RSA")
                || upper.endsWith(".DSA")
                || upper.endsWith(".EC")
                || upper.startsWith("SIG-");
    }

    private static boolean inAny(List<Path> folders, String name) {
        for (Path f : folders) {
            if (Files.exists(f.resolve(name))) {
                return true;
            }
        }
        return false;
    }

    /** Where entry {@code name} goes in {@code into}; an entry that would land outside it is refused. */
    private static Path target(Path into, String name) throws IOException {
        Path file = into.resolve(name).normalize();
        if (!file.startsWith(into) || file.equals(into)) {
            throw new IOException("the entry " + name + " names a file outside the folder");
        }
        return file;
    }

    private static byte[] read(ZipFile zip, ZipEntry e) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (InputStream in = zip.getInputStream(e)) {
            copy(in, out);
        }
        return out.toByteArray();
    }

    private static void copy(InputStream in, OutputStream out) throws IOException {
        byte[] buf = new byte[8192];
        int n;
        while ((n = in.read(buf)) >= 0) {
            out.write(buf, 0, n);
        }
    }

    private static boolean endsWithNewline(ByteArrayOutputStream out) {
        byte[] b = out.toByteArray();
        return b[b.length - 1] == '\n';
    }

    /** The decimal number {@code text} is, else -1. */
    private static int number(String text) {
        if (text.isEmpty() || text.length() > 4) {
            return -1;
        }
        int n = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            n = n * 10 + (c - '0');
        }
        return n;
    }

    /**
     * The Java feature version of the VM {@code launcher} starts (8, 17, 25): its home's {@code release} file's
     * {@code JAVA_VERSION} (the launcher's links followed to {@code <home>/bin/java}), else what the launcher says of
     * {@code java.specification.version} ({@code -XshowSettings:properties}). Asked once a launcher a process.
     */
    static int featureVersion(String launcher) throws IOException {
        Integer feature;
        synchronized (FEATURES) {
            feature = FEATURES.get(launcher);
        }
        if (feature == null) {
            feature = fromRelease(launcher);
            if (feature < 0) {
                feature = fromSettings(launcher);
            }
            synchronized (FEATURES) {
                FEATURES.put(launcher, feature);
            }
        }
        if (feature < 0) {
            throw new IOException("cannot tell the Java version of " + launcher + " (no release file in its home,"
                    + " and no java.specification.version from -XshowSettings:properties)");
        }
        return feature;
    }

    private static int fromRelease(String launcher) {
        try {
            Path home = Paths.get(launcher).toRealPath().getParent().getParent();
            Path release = home == null ? null : home.resolve("release");
            if (release == null || !Files.isRegularFile(release)) {
                return -1;
            }
            for (String line : Files.readAllLines(release, StandardCharsets.ISO_8859_1)) {
                if (line.startsWith("JAVA_VERSION=")) {
                    return feature(line.substring("JAVA_VERSION=".length())
                            .replace("\"", "")
                            .trim());
                }
            }
        } catch (IOException | RuntimeException e) {
            return -1;
        }
        return -1;
    }

    private static int fromSettings(String launcher) {
        try {
            Process p = new ProcessBuilder(Arrays.asList(launcher, "-XshowSettings:properties", "-version"))
                    .redirectErrorStream(true)
                    .start();
            p.getOutputStream().close();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            try (InputStream in = p.getInputStream()) {
                copy(in, out);
            }
            if (!p.waitFor(30, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return -1;
            }
            for (String line : new String(out.toByteArray(), StandardCharsets.UTF_8).split("\n")) {
                String t = line.trim();
                if (t.startsWith("java.specification.version = ")) {
                    return feature(t.substring("java.specification.version = ".length())
                            .trim());
                }
            }
        } catch (IOException e) {
            return -1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return -1;
    }

    /** The feature version a version string names: 8 of {@code 1.8.0_392}, 25 of {@code 25.0.3} or {@code 26-ea}. */
    static int feature(String version) {
        String v = version.startsWith("1.") ? version.substring(2) : version;
        int end = 0;
        while (end < v.length() && Character.isDigit(v.charAt(end))) {
            end++;
        }
        return end == 0 ? -1 : number(v.substring(0, end));
    }
}
