package rtjbench.core.probe;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import rtjbench.core.probe.ProbeTable.Verdict;
import rtjbench.core.rtsj.RtsjPath;
import rtjbench.core.rtsj.VersionedMember;
import rtjbench.core.rtsj.linkage.ClassFile;
import rtjbench.core.rtsj.linkage.MemberRef;
import rtjbench.core.rtsj.linkage.ReflectiveLinker;

/**
 * The RTSJ rows: whether the VM has javax.realtime, which version's shape, each class the suite uses, and
 * for each {@link RtsjPath} whether its classes would link here. Linking is checked without running
 * anything: the suite's class files are read from the class path and every reference they make into
 * javax.realtime is resolved by reflection on the VM's own classes, as are the members reached by name.
 */
final class RtsjProbe {
    private static final String AREA = "rtsj";
    private static final String THREAD = "javax/realtime/RealtimeThread";
    private static final String MEMORY_20 = "javax/realtime/memory/LTMemory";

    private final ClassLoader loader;
    private final ReflectiveLinker linker;

    RtsjProbe(ClassLoader loader) {
        this.loader = loader;
        this.linker = new ReflectiveLinker(loader);
    }

    void addRows(ProbeTable table) {
        Map<RtsjPath, List<ClassFile>> classes = new LinkedHashMap<RtsjPath, List<ClassFile>>();
        Map<RtsjPath, String> unreadable = new LinkedHashMap<RtsjPath, String>();
        for (RtsjPath p : RtsjPath.values()) {
            try {
                classes.put(p, classFiles(p));
            } catch (IOException e) {
                unreadable.put(p, e.getMessage());
            }
        }
        if (linker.find(THREAD) == null) {
            table.add(
                    AREA,
                    "javax.realtime",
                    Verdict.ABSENT,
                    "no javax.realtime.RealtimeThread on this VM: the suite skips its RTSJ "
                            + "testapps and arguments, saying why (it uses "
                            + usedClasses(classes).size() + " javax.realtime classes)");
        } else {
            table.add(AREA, "javax.realtime", Verdict.OK, "present" + versionProperty() + standIn());
            table.add(AREA, "version shape", Verdict.OK, shape());
            for (String c : usedClasses(classes)) {
                table.add(
                        AREA,
                        c.replace('/', '.'),
                        linker.find(c) != null ? Verdict.OK : Verdict.ABSENT,
                        linker.find(c) != null ? "present" : "missing: the paths that use it are checked below");
            }
        }
        for (RtsjPath p : RtsjPath.values()) {
            addPathRow(table, p, classes.get(p), unreadable.get(p));
        }
    }

    private void addPathRow(ProbeTable table, RtsjPath p, List<ClassFile> files, String unreadable) {
        String item = "path " + p.name().toLowerCase(java.util.Locale.ROOT);
        String requires = p.requires().replace('.', '/');
        if (linker.find(requires) == null) {
            table.add(AREA, item, Verdict.ABSENT, p.serves() + ": not taken here, no " + p.requires());
            return;
        }
        if (unreadable != null) {
            table.add(AREA, item, Verdict.FAIL, p.serves() + ": cannot read the suite's classes (" + unreadable + ")");
            return;
        }
        List<String> problems = linkProblems(p, files);
        int references = 0;
        for (ClassFile c : files) {
            references += rtsjReferences(c).size();
        }
        table.add(
                AREA,
                item,
                problems.isEmpty() ? Verdict.OK : Verdict.FAIL,
                p.serves() + ": "
                        + (problems.isEmpty()
                                ? "links (" + references + " references"
                                        + (p.versionedMembers().isEmpty()
                                                ? ""
                                                : ", " + p.versionedMembers().size() + " by name")
                                        + ")"
                                : "does not link: " + problems));
    }

    private List<String> linkProblems(RtsjPath p, List<ClassFile> files) {
        List<String> problems = new ArrayList<String>();
        for (ClassFile c : files) {
            for (String n : c.classNames()) {
                if (n.startsWith("javax/realtime/") && linker.find(n) == null) {
                    problems.add(c.name() + ": class " + n.replace('/', '.') + " not found");
                }
            }
            for (MemberRef ref : rtsjReferences(c)) {
                String problem = linker.problem(ref);
                if (problem != null && linker.find(ref.owner()) != null) {
                    problems.add(c.name() + ": " + problem);
                }
            }
        }
        for (VersionedMember m : p.versionedMembers()) {
            try {
                m.lookUp(loader);
            } catch (ClassNotFoundException | NoSuchMethodException | LinkageError e) {
                problems.add("no " + m + " (by name, any return type)");
            }
        }
        if (problems.isEmpty()) { // every reference resolves: let the VM load (not initialise) the classes too
            for (String name : p.classes()) {
                try {
                    Class.forName(name, false, loader);
                } catch (ClassNotFoundException | LinkageError e) {
                    problems.add(name + " does not load: " + e);
                }
            }
        }
        return problems;
    }

    private static List<MemberRef> rtsjReferences(ClassFile c) {
        List<MemberRef> refs = new ArrayList<MemberRef>();
        for (MemberRef r : c.references()) {
            if (r.owner().startsWith("javax/realtime/")) {
                refs.add(r);
            }
        }
        return refs;
    }

    /** The path's classes with their nested classes, read from the class path (not loaded). */
    private List<ClassFile> classFiles(RtsjPath p) throws IOException {
        List<ClassFile> files = new ArrayList<ClassFile>();
        Deque<String> pending = new ArrayDeque<String>();
        for (String name : p.classes()) {
            pending.add(name.replace('.', '/'));
        }
        TreeSet<String> seen = new TreeSet<String>(pending);
        while (!pending.isEmpty()) {
            String name = pending.pop();
            ClassFile c = read(name);
            files.add(c);
            String top = name.indexOf('$') < 0 ? name : name.substring(0, name.indexOf('$'));
            for (String n : c.classNames()) {
                if (n.startsWith(top + "$") && seen.add(n)) {
                    pending.add(n);
                }
            }
        }
        return files;
    }

    private ClassFile read(String internalName) throws IOException {
        InputStream in = loader.getResourceAsStream(internalName + ".class");
        if (in == null) {
            throw new IOException(internalName.replace('/', '.')
                    + " is not on the class path (is its module's jar in target/suite/lib?)");
        }
        try {
            return ClassFile.read(in);
        } finally {
            in.close();
        }
    }

    private static Set<String> usedClasses(Map<RtsjPath, List<ClassFile>> classes) {
        TreeSet<String> used = new TreeSet<String>();
        for (List<ClassFile> files : classes.values()) {
            for (ClassFile c : files) {
                for (String n : c.classNames()) {
                    if (n.startsWith("javax/realtime/")) {
                        used.add(n);
                    }
                }
            }
        }
        return used;
    }

    /** 1.0.2 or 2.0, by the two things the suite depends on: the setters' return type and javax.realtime.memory. */
    private String shape() {
        String setter;
        try {
            setter = VersionedMember.SET_RELEASE_PARAMETERS
                    .lookUp(loader)
                    .getReturnType()
                    .getName();
        } catch (ClassNotFoundException | NoSuchMethodException | LinkageError e) {
            setter = null;
        }
        boolean memory20 = linker.find(MEMORY_20) != null;
        String facts = "RealtimeThread.setReleaseParameters returns " + (setter == null ? "(no such method)" : setter)
                + "; javax.realtime.memory " + (memory20 ? "present" : "absent");
        if (setter == null) {
            return "not recognised (" + facts + "); the periodic path below says what it misses";
        }
        if ("javax.realtime.Schedulable".equals(setter) && memory20) {
            return "2.0 (" + facts + ")";
        }
        if ("void".equals(setter) && !memory20) {
            return "1.0.2 (" + facts + ")";
        }
        return "between 1.0.2 and 2.0, e.g. a 2.0 draft (" + facts + "); the suite handles both";
    }

    private static String versionProperty() {
        String v = System.getProperty("javax.realtime.version");
        return v == null ? "" : ", javax.realtime.version=" + v;
    }

    private String standIn() {
        return linker.find("javax/realtime/StandIn") == null
                ? ""
                : "; this is rtjbench's test-only stand-in, not a real-time VM";
    }
}
