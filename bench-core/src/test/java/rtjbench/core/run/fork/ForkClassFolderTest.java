package rtjbench.core.run.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.args.JvmEntry;

/**
 * A cold fork's folder of classes holds what the class loader of a VM of that version finds in the runner's jars:
 * multi-release entries resolved for it, services joined, the first jar's class of a name; made once a run and
 * version, deleted as the run ends; a jar it cannot read leaves the fork on the jars, said once.
 */
class ForkClassFolderTest {
    @TempDir
    Path dir;

    @Test
    void aMultiReleaseJarsVersionedClassIsTheOneForAVmOfThatVersionOrLater() throws IOException {
        Path jar = jar(
                "mr.jar",
                true,
                "a/Clock.class",
                "base",
                "a/Other.class",
                "base other",
                "META-INF/versions/9/a/Other.class",
                "nine other",
                "META-INF/versions/9/a/Clock.class",
                "nine",
                "META-INF/versions/22/a/Clock.class",
                "twenty-two",
                "META-INF/versions/22/a/Only22.class",
                "only in 22");
        Path on25 = unpacked(25, jar);
        assertEquals("twenty-two", text(on25, "a/Clock.class"), "versions 9 then 22 over the base, for Java 25");
        assertEquals("nine other", text(on25, "a/Other.class"), "9 stays where 22 has none");
        assertEquals("only in 22", text(on25, "a/Only22.class"));
        assertFalse(Files.exists(on25.resolve("META-INF/versions")), "the versioned entries are resolved, not kept");

        Path on17 = unpacked(17, jar);
        assertEquals("nine", text(on17, "a/Clock.class"), "Java 17 does not see versions/22");
        assertFalse(Files.exists(on17.resolve("a/Only22.class")));

        Path on8 = unpacked(8, jar);
        assertEquals("base", text(on8, "a/Clock.class"), "Java 8 reads no multi-release entries");
    }

    @Test
    void aJarNotMultiReleaseKeepsItsVersionsFolderAsPlainEntries() throws IOException {
        Path jar = jar("plain.jar", false, "a/Clock.class", "base", "META-INF/versions/22/a/Clock.class", "22");
        Path on25 = unpacked(25, jar);
        assertEquals("base", text(on25, "a/Clock.class"), "without Multi-Release: true a VM reads the base entry");
        assertEquals("22", text(on25, "META-INF/versions/22/a/Clock.class"));
    }

    @Test
    void theServicesOfAllJarsAreJoinedInClassPathOrder() throws IOException {
        String service = "META-INF/services/rtjbench.core.bench.Benchmark";
        Path first = jar("first.jar", false, service, "a.First\na.Second", "a/First.class", "1");
        Path second = jar("second.jar", true, service, "b.Third\n", "b/Third.class", "3");
        Path third = jar("third.jar", false, "c/Other.class", "-", "META-INF/services/other.Service", "c.Impl\n");
        Path folder = unpacked(25, first, second, third);
        assertEquals("a.First\na.Second\nb.Third\n", text(folder, service), "every jar's benchmarks are found");
        assertEquals("c.Impl\n", text(folder, "META-INF/services/other.Service"));
    }

    @Test
    void theFirstJarsClassOfANameWinsAsInTheClassLoaderAndSignaturesAreLeftOut() throws IOException {
        Path first = jar("first.jar", false, "a/Same.class", "first", "META-INF/FIRST.SF", "signature");
        Path second =
                jar("second.jar", true, "a/Same.class", "second", "META-INF/versions/22/a/Same.class", "second, 22");
        Path folder = unpacked(25, first, second);
        assertEquals("first", text(folder, "a/Same.class"));
        assertFalse(Files.exists(folder.resolve("META-INF/FIRST.SF")));
    }

    @Test
    void theFolderIsMadeOnceAVersionWhereTheJarsWereAndTheClassPathsFoldersStayInTheirPlaces() throws IOException {
        Path before = Files.createDirectories(dir.resolve("classes-before"));
        write(before.resolve("a/Same.class"), "the folder's");
        Path after = Files.createDirectories(dir.resolve("classes-after"));
        Path first = jar("first.jar", false, "a/Same.class", "the jar's", "a/Jar.class", "jar");
        Path second = jar("second.jar", false, "b/B.class", "b");
        ForkClassFolder classes = new ForkClassFolder(String.join(
                File.pathSeparator,
                before.toString(),
                first.toString(),
                after.toString(),
                second.toString(),
                dir.resolve("missing.jar").toString()));
        try {
            String on25 = classes.classPath(25);
            List<String> cp = Arrays.asList(on25.split(File.pathSeparator));
            assertEquals(3, cp.size(), on25);
            assertEquals(before.toString(), cp.get(0));
            assertEquals(after.toString(), cp.get(2));
            Path folder = Paths.get(cp.get(1));
            assertTrue(Files.isDirectory(folder), on25);
            assertEquals("jar", text(folder, "a/Jar.class"));
            assertEquals("b", text(folder, "b/B.class"));
            assertFalse(Files.exists(folder.resolve("a/Same.class")), "the folder before the jar holds it: it wins");

            Files.write(folder.resolve("a/Jar.class"), "kept".getBytes(StandardCharsets.UTF_8));
            assertSame(on25, classes.classPath(25), "made once for Java 25");
            assertEquals("kept", text(folder, "a/Jar.class"), "not unpacked again");
            String on17 = classes.classPath(17);
            assertFalse(on17.equals(on25), "Java 17's is a folder of its own");

            classes.close();
            assertFalse(Files.exists(folder), "deleted as the run ends");
            assertFalse(Files.exists(folder.getParent()));
        } finally {
            classes.close();
        }
    }

    @Test
    void aClassPathWithoutJarsIsKept() throws IOException {
        Path classes = Files.createDirectories(dir.resolve("classes"));
        ForkClassFolder folder = new ForkClassFolder(classes.toString());
        assertEquals(classes.toString(), folder.classPath(25));
        folder.close();
    }

    @Test
    void aJarThatCannotBeReadLeavesTheForksOnTheJarsSaidOnce() throws IOException {
        Path good = jar("good.jar", false, "a/A.class", "a");
        Path corrupt = dir.resolve("corrupt.jar");
        Files.write(corrupt, "not a zip".getBytes(StandardCharsets.UTF_8));
        ForkClassFolder classes = new ForkClassFolder(good + File.pathSeparator + corrupt);
        try {
            IOException e = assertThrows(IOException.class, () -> classes.classPath(25));
            assertTrue(e.getMessage().contains("corrupt.jar"), e.getMessage());
            assertSame(e, assertThrows(IOException.class, () -> classes.classPath(25)), "not tried again");

            String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
            List<String> warnings = new ArrayList<>();
            assertNull(classes.forFork(java, warnings), "the fork is started with the jars");
            assertEquals(1, warnings.size(), warnings.toString());
            assertTrue(warnings.get(0).contains("corrupt.jar"), warnings.get(0));
            assertTrue(warnings.get(0).startsWith("cold forks load the suite's classes from its jars"));
            warnings.clear();
            assertNull(classes.forFork(java, warnings));
            assertEquals(Collections.emptyList(), warnings, "said once");
        } finally {
            classes.close();
        }
    }

    @Test
    void onlyAColdForkThatMapsNoArchiveOfTheJarsLoadsFromTheFolder() {
        JvmEntry plain = new JvmEntry("xcomp", "/jdk25", "-Xcomp", 3);
        JvmEntry aot = new JvmEntry("aot", "/jdk25", "", JvmEntry.AOT_TRAIN, 4);
        List<String> none = Collections.emptyList();
        assertTrue(ForkClassFolder.appliesTo(true, plain, none));
        assertTrue(ForkClassFolder.appliesTo(true, null, Arrays.asList("-Xshare:auto", "-Xmx1g")));
        assertFalse(ForkClassFolder.appliesTo(false, plain, none), "a warm point keeps the jars");
        assertFalse(ForkClassFolder.appliesTo(true, aot, none), "an AOT cache needs the jars it was made with");
        assertFalse(ForkClassFolder.appliesTo(true, null, Arrays.asList("-XX:SharedArchiveFile=/s/rtjbench.jsa")));
        assertFalse(ForkClassFolder.appliesTo(true, plain, Arrays.asList("-XX:AOTCache=/p/app.aot")));
    }

    @Test
    void aVmsFeatureVersionIsReadFromItsReleaseFile() throws IOException {
        assertEquals(8, ForkClassFolder.feature("1.8.0_392"));
        assertEquals(25, ForkClassFolder.feature("25.0.3"));
        assertEquals(26, ForkClassFolder.feature("26-ea"));
        assertEquals(-1, ForkClassFolder.feature("jamaica"));
        String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        String spec = System.getProperty("java.specification.version");
        assertEquals(ForkClassFolder.feature(spec), ForkClassFolder.featureVersion(java));
    }

    /** {@code into} a fresh folder, the jars unpacked for a VM of {@code feature}. */
    private Path unpacked(int feature, Path... jars) throws IOException {
        Path into = Files.createDirectories(dir.resolve("unpacked-" + feature + "-" + jars.length));
        List<String> cp = new ArrayList<>();
        for (Path j : jars) {
            cp.add(j.toString());
        }
        ForkClassFolder.unpack(cp, feature, into);
        return into;
    }

    /** A jar of {@code namesAndTexts} (name, text, name, text...), its manifest multi-release where asked. */
    private Path jar(String name, boolean multiRelease, String... namesAndTexts) throws IOException {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        if (multiRelease) {
            manifest.getMainAttributes().put(new Attributes.Name("Multi-Release"), "true");
        }
        Path jar = dir.resolve(name);
        try (OutputStream file = Files.newOutputStream(jar);
                JarOutputStream out = new JarOutputStream(file, manifest)) {
            for (int i = 0; i < namesAndTexts.length; i += 2) {
                out.putNextEntry(new JarEntry(namesAndTexts[i]));
                out.write(namesAndTexts[i + 1].getBytes(StandardCharsets.UTF_8));
                out.closeEntry();
            }
        }
        return jar;
    }

    private static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.write(file, text.getBytes(StandardCharsets.UTF_8));
    }

    private static String text(Path folder, String name) throws IOException {
        return new String(Files.readAllBytes(folder.resolve(name)), StandardCharsets.UTF_8);
    }
}
