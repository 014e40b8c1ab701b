package rtjbench.core.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import rtjbench.core.rtsj.RtsjPath;
import rtjbench.core.rtsj.linkage.ClassFile;
import rtjbench.core.rtsj.linkage.MemberRef;

/**
 * The build's link check: every reference into {@code javax.realtime} from every class a module ships must
 * exist, with the same descriptor, in each RTSJ version the class may run on (both 1.0.2 and 2.0, or 2.0
 * only for a path taken only where javax.realtime.memory exists; see {@link RtsjPath}). A class that
 * references javax.realtime without being part of an RtsjPath is an error too: the VM probe would not check
 * it on a real VM.
 */
public final class RtsjLinkCheck {
    /** Which signature sets a class must link against. */
    public interface Versions {
        List<SignatureSet> of(ClassFile c);
    }

    private final SignatureSet rtsj102 = SignatureSet.rtsj102();
    private final SignatureSet rtsj20 = SignatureSet.rtsj20();

    /** The suite's rule: the versions of the class's RtsjPath(s); none, an error, where it has none. */
    public Versions byPath() {
        return c -> {
            List<RtsjPath> paths = RtsjPath.of(c.name());
            if (paths.isEmpty()) {
                return Collections.emptyList();
            }
            for (RtsjPath p : paths) {
                if (!p.rtsj20Only()) {
                    return Arrays.asList(rtsj102, rtsj20);
                }
            }
            return Collections.singletonList(rtsj20);
        };
    }

    /** Every version, for a class that is not part of the suite (a test's planted class). */
    public Versions both() {
        return c -> Arrays.asList(rtsj102, rtsj20);
    }

    /** The check every module that ships classes runs on its own: {@code problemsIn(Paths.get("target/classes"))}. */
    public static List<String> problemsIn(Path classesDir) throws IOException {
        RtsjLinkCheck check = new RtsjLinkCheck();
        return check.check(classesDir, check.byPath());
    }

    /** "class: RTSJ 2.0 has no javax/realtime/X.m(...)V" for each reference that would not link. */
    public List<String> check(Path classesDir, Versions versions) throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(classesDir)) {
            files = walk.filter(p -> p.toString().endsWith(".class"))
                    .filter(p -> !classesDir
                            .relativize(p)
                            .toString()
                            .replace('\\', '/')
                            .startsWith("META-INF/versions/"))
                    .sorted()
                    .collect(Collectors.toList());
        }
        if (files.isEmpty()) {
            throw new IllegalStateException(
                    "no classes under " + classesDir.toAbsolutePath() + ": was the module compiled?");
        }
        List<String> problems = new ArrayList<>();
        for (Path f : files) {
            ClassFile c = ClassFile.read(Files.readAllBytes(f));
            if (!namesRtsj(c)) {
                continue;
            }
            List<SignatureSet> sets = versions.of(c);
            if (sets.isEmpty()) {
                problems.add(c.name() + ": references javax.realtime but belongs to no rtjbench.core.rtsj.RtsjPath, "
                        + "so the VM probe would not check it; add its top-level class to a path");
            }
            for (SignatureSet v : sets) {
                problems.addAll(problems(c, v));
            }
        }
        return problems;
    }

    static boolean namesRtsj(ClassFile c) {
        for (String n : c.classNames()) {
            if (n.startsWith("javax/realtime/")) {
                return true;
            }
        }
        return false;
    }

    static List<String> problems(ClassFile c, SignatureSet v) {
        List<String> problems = new ArrayList<>();
        for (String n : c.classNames()) {
            if (n.startsWith("javax/realtime/") && !v.hasClass(n)) {
                problems.add(c.name() + ": RTSJ " + v.version() + " has no class " + n);
            }
        }
        for (MemberRef ref : c.references()) {
            if (ref.owner().startsWith("javax/realtime/") && v.hasClass(ref.owner())) {
                String problem = v.problem(ref);
                if (problem != null) {
                    problems.add(c.name() + ": " + problem);
                }
            }
        }
        return problems;
    }
}
