package rtjbench.core.rtsj;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.lang.reflect.Member;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rtjbench.core.rtsj.linkage.ClassFile;
import rtjbench.core.rtsj.linkage.MemberRef;
import rtjbench.core.rtsj.linkage.ReflectiveLinker;
import rtjbench.core.testing.RtsjLinkCheck;
import rtjbench.core.testing.SignatureSet;
import rtjbench.core.testing.StandIns;

/**
 * The RTSJ signatures and everything checked against them: the link check catches a call that links on one
 * version only; the compile-only API declares nothing that is not in both versions; each stand-in has its
 * version's signatures; the members reached by name really differ between the versions.
 */
class RtsjSignaturesTest {
    private static final SignatureSet RTSJ_102 = SignatureSet.rtsj102();
    private static final SignatureSet RTSJ_20 = SignatureSet.rtsj20();

    @Test
    void aPlantedVoidSetReleaseParametersCallFailsTheLinkCheckForRtsj20(@TempDir Path dir) throws Exception {
        compile(
                dir,
                "Planted",
                "public class Planted {\n"
                        + "    static void plant(javax.realtime.RealtimeThread t, javax.realtime.ReleaseParameters p) {\n"
                        + "        t.setReleaseParameters(p);\n"
                        + "    }\n"
                        + "}\n");
        RtsjLinkCheck check = new RtsjLinkCheck();
        List<String> problems = check.check(dir.resolve("classes"), check.both());
        assertEquals(
                Arrays.asList("Planted: RTSJ 2.0 has no javax/realtime/RealtimeThread.setReleaseParameters"
                        + "(Ljavax/realtime/ReleaseParameters;)V"),
                problems);
    }

    @Test
    void aClassThatReachesJavaxRealtimeOutsideEveryPathIsReported(@TempDir Path dir) throws Exception {
        compile(
                dir,
                "Stray",
                "public class Stray {\n"
                        + "    static Object scheduler() {\n"
                        + "        return javax.realtime.PriorityScheduler.instance();\n"
                        + "    }\n"
                        + "}\n");
        List<String> problems = RtsjLinkCheck.problemsIn(dir.resolve("classes"));
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(
                problems.get(0)
                        .startsWith("Stray: references javax.realtime but belongs to no rtjbench.core.rtsj.RtsjPath"),
                problems.get(0));
    }

    @Test
    void bothSignatureFilesResolveTheirOwnSupertypesAndTypes() {
        for (SignatureSet v : Arrays.asList(RTSJ_102, RTSJ_20)) {
            for (SignatureSet.Listed c : v.classes().values()) {
                for (String s : c.supertypes) {
                    assertTrue(
                            v.hasClass(s) || s.startsWith("java/"),
                            v.version() + ": " + c.name + " extends unknown " + s);
                }
                for (MemberRef m : c.members.keySet()) {
                    for (String type : ClassFile.classesIn(m.descriptor())) {
                        assertTrue(
                                v.hasClass(type) || type.startsWith("java/"),
                                v.version() + ": " + m + " names unknown " + type);
                    }
                }
            }
        }
    }

    @Test
    void theCompileOnlyApiDeclaresOnlyWhatLinksOnBothVersions() throws Exception {
        List<String> problems = new ArrayList<>();
        int members = 0;
        for (ClassFile c : classesIn(StandIns.compileOnlyApi())) {
            boolean rtsj20Only = c.name().startsWith("javax/realtime/memory/");
            for (SignatureSet v : rtsj20Only ? Arrays.asList(RTSJ_20) : Arrays.asList(RTSJ_102, RTSJ_20)) {
                if (!v.hasClass(c.name())) {
                    problems.add(c.name() + ": not a class of RTSJ " + v.version());
                    continue;
                }
                for (ClassFile.Declared d : c.declared()) {
                    if ((d.access & (Modifier.PUBLIC | Modifier.PROTECTED)) == 0) {
                        continue; // not part of the API: a package-private constructor that only lets the API compile
                    }
                    members++;
                    MemberRef ref = new MemberRef(
                            d.isField() ? MemberRef.Kind.FIELD : MemberRef.Kind.METHOD, c.name(), d.name, d.descriptor);
                    String problem = v.problem(ref);
                    if (problem != null) {
                        problems.add(c.name() + ": " + problem);
                    } else if (v.classes().get(c.name()).members.containsKey(ref)
                            && v.isStatic(ref) != ((d.access & Modifier.STATIC) != 0)) {
                        problems.add(
                                c.name() + ": " + ref + " static in one of rtsj-api and RTSJ " + v.version() + " only");
                    }
                }
            }
            assertFalse(rtsj20Only && RTSJ_102.hasClass(c.name()));
        }
        assertEquals(new ArrayList<String>(), problems);
        assertTrue(
                members > 30, "read only " + members + " API members: is " + StandIns.compileOnlyApi() + " the API?");
    }

    @Test
    void eachStandInHasTheSignaturesOfItsVersion() throws Exception {
        checkStandIn(StandIns.standIn102(), RTSJ_102);
        checkStandIn(StandIns.standIn20(), RTSJ_20);
    }

    private static void checkStandIn(Path classes, SignatureSet v) throws Exception {
        List<String> problems = new ArrayList<>();
        try (URLClassLoader loader =
                new URLClassLoader(new URL[] {classes.toUri().toURL()}, null)) {
            ReflectiveLinker linker = new ReflectiveLinker(loader);
            assertEquals(
                    v.version(),
                    Class.forName("javax.realtime.StandIn", true, loader)
                            .getField("SHAPE")
                            .get(null),
                    classes.toString());
            for (SignatureSet.Listed c : v.classes().values()) {
                Class<?> type = linker.find(c.name);
                if (type == null) {
                    problems.add(c.name + ": missing");
                    continue;
                }
                for (String s : c.supertypes) {
                    Class<?> supertype = linker.find(s);
                    if (supertype == null || !supertype.isAssignableFrom(type)) {
                        problems.add(c.name + ": not a " + s);
                    }
                }
                for (Map.Entry<MemberRef, Boolean> m : c.members.entrySet()) {
                    Member found = linker.member(m.getKey());
                    if (found == null) {
                        problems.add(linker.problem(m.getKey()));
                    } else if (Modifier.isStatic(found.getModifiers()) != m.getValue()) {
                        problems.add(m.getKey() + ": static differs from RTSJ " + v.version());
                    }
                }
            }
        }
        assertEquals(new ArrayList<String>(), problems, classes + " against RTSJ " + v.version());
    }

    @Test
    void theMembersReachedByNameDifferBetweenTheVersionsAndAreNotInTheApi() throws Exception {
        List<ClassFile> api = classesIn(StandIns.compileOnlyApi());
        for (VersionedMember m : VersionedMember.values()) {
            String owner = m.owner().replace('.', '/');
            String parameters = "(L" + m.parameterType().replace('.', '/') + ";)";
            List<String> in102 = RTSJ_102.methodsNamed(owner, m.methodName(), parameters);
            List<String> in20 = RTSJ_20.methodsNamed(owner, m.methodName(), parameters);
            assertEquals(1, in102.size(), m + " in RTSJ 1.0.2: " + in102);
            assertEquals(1, in20.size(), m + " in RTSJ 2.0: " + in20);
            assertNotEquals(in102.get(0), in20.get(0), m + " is the same in both versions: call it directly");
            for (ClassFile c : api) {
                for (ClassFile.Declared d : c.declared()) {
                    assertFalse(
                            d.name.equals(m.methodName()) && d.descriptor.startsWith(parameters),
                            "rtsj-api declares " + c.name() + "." + d.name + d.descriptor
                                    + ", which links on one version only");
                }
            }
        }
    }

    /** Compiles {@code source} against the 1.0.2-shaped stand-in into dir/classes. */
    private static void compile(Path dir, String className, String source) throws IOException {
        Path src = dir.resolve(className + ".java");
        Files.write(src, source.getBytes(StandardCharsets.UTF_8));
        Path out = Files.createDirectories(dir.resolve("classes"));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        ByteArrayOutputStream messages = new ByteArrayOutputStream();
        int status = javac.run(
                null,
                messages,
                messages,
                "--release",
                "8",
                "-cp",
                StandIns.standIn102().toString(),
                "-d",
                out.toString(),
                src.toString());
        assertEquals(0, status, messages.toString());
    }

    private static List<ClassFile> classesIn(Path dir) throws IOException {
        List<ClassFile> classes = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(dir)) {
            files = walk.filter(p -> p.toString().endsWith(".class")).sorted().collect(Collectors.toList());
        }
        for (Path f : files) {
            ClassFile c = ClassFile.read(Files.readAllBytes(f));
            if (!c.name().endsWith("/CompileOnly") && !c.name().endsWith("/package-info")) {
                classes.add(c);
            }
        }
        assertFalse(classes.isEmpty(), dir + " holds no classes");
        return classes;
    }
}
