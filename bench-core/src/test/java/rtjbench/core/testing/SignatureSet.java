package rtjbench.core.testing;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import rtjbench.core.rtsj.linkage.MemberRef;
import rtjbench.core.rtsj.linkage.ReflectiveLinker;

/**
 * One RTSJ version's signatures, as listed in {@code rtsj/rtsj-<version>.sig} (the format is described at
 * the top of rtsj-1.0.2.sig): the classes, their supertypes and the members rtjbench may link against.
 * Resolves a member reference the way the JVM would on that version: in the class named, then up the listed
 * supertypes; a java.* supertype (Thread, Object) is asked through this JVM's own classes.
 */
public final class SignatureSet {
    public static final String RTSJ_102 = "1.0.2";
    public static final String RTSJ_20 = "2.0";

    /** A listed class: its supertypes and declared members (internal names, JVM descriptors). */
    public static final class Listed {
        public final String name;
        public final List<String> supertypes;
        public final Map<MemberRef, Boolean> members = new LinkedHashMap<>(); // value: static

        Listed(String name, List<String> supertypes) {
            this.name = name;
            this.supertypes = supertypes;
        }
    }

    private static final Set<String> PRIMITIVES =
            new HashSet<>(Arrays.asList("void", "boolean", "byte", "char", "short", "int", "long", "float", "double"));

    private final String version;
    private final Map<String, Listed> classes;
    private final ReflectiveLinker jdk = new ReflectiveLinker(ClassLoader.getSystemClassLoader());

    private SignatureSet(String version, Map<String, Listed> classes) {
        this.version = version;
        this.classes = classes;
    }

    public static SignatureSet rtsj102() {
        return load(RTSJ_102);
    }

    public static SignatureSet rtsj20() {
        return load(RTSJ_20);
    }

    private static SignatureSet load(String version) {
        String resource = "/rtsj/rtsj-" + version + ".sig";
        try (InputStream in = SignatureSet.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(
                        resource + " is not on the test class path (bench-core's test resources)");
            }
            List<String> lines = new ArrayList<>();
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line; (line = r.readLine()) != null; ) {
                lines.add(line);
            }
            return parse(version, resource, lines);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + resource + ": " + e, e);
        }
    }

    /** Two passes: class lines first (so a member may name a class listed further down), then members. */
    static SignatureSet parse(String version, String source, List<String> lines) {
        Map<String, String> simpleNames = new LinkedHashMap<>();
        for (String line : lines) {
            String[] words = line.trim().split("[\\s,]+");
            if (isClassLine(line, words)) {
                simpleNames.put(words[1], words[1].replace('.', '/'));
            }
        }
        Map<String, Listed> classes = new LinkedHashMap<>();
        Listed current = null;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            String where = source + ":" + (i + 1);
            String[] words = line.trim().split("[\\s,]+");
            if (line.trim().isEmpty() || line.trim().startsWith("#")) {
                continue;
            }
            if (isClassLine(line, words)) {
                String name = words[1].replace('.', '/');
                List<String> supertypes = new ArrayList<>();
                for (int w = 2; w < words.length; w++) {
                    if (!words[w].equals("extends") && !words[w].equals("implements")) {
                        supertypes.add(resolve(words[w], name, simpleNames, where));
                    }
                }
                current = new Listed(name, Collections.unmodifiableList(supertypes));
                classes.put(name, current);
            } else if (current != null && line.startsWith("  ")) {
                Map.Entry<MemberRef, Boolean> member = member(line.trim(), current.name, simpleNames, where);
                current.members.put(member.getKey(), member.getValue());
            } else {
                throw new IllegalArgumentException(
                        where + ": '" + line + "' is neither a class line nor an indented member");
            }
        }
        return new SignatureSet(version, Collections.unmodifiableMap(classes));
    }

    private static boolean isClassLine(String line, String[] words) {
        return !line.startsWith(" ") && (words[0].equals("class") || words[0].equals("interface"));
    }

    private static Map.Entry<MemberRef, Boolean> member(
            String text, String owner, Map<String, String> names, String where) {
        boolean isStatic = text.startsWith("static ");
        String rest = isStatic ? text.substring("static ".length()) : text;
        int open = rest.indexOf('(');
        if (open < 0) { // a field: TYPE NAME
            String[] typeAndName = rest.split("\\s+");
            return entry(
                    new MemberRef(
                            MemberRef.Kind.FIELD,
                            owner,
                            typeAndName[1],
                            descriptor(typeAndName[0], owner, names, where)),
                    isStatic);
        }
        int close = rest.indexOf(')');
        if (close < open) {
            throw new IllegalArgumentException(where + ": '" + text + "' has no closing parenthesis");
        }
        StringBuilder d = new StringBuilder("(");
        String params = rest.substring(open + 1, close).trim();
        if (!params.isEmpty()) {
            for (String p : params.split("\\s*,\\s*")) {
                d.append(descriptor(p, owner, names, where));
            }
        }
        d.append(')');
        String head = rest.substring(0, open).trim();
        if (head.equals("<init>")) {
            return entry(
                    new MemberRef(
                            MemberRef.Kind.METHOD,
                            owner,
                            "<init>",
                            d.append('V').toString()),
                    false);
        }
        String[] typeAndName = head.split("\\s+");
        if (typeAndName.length != 2) {
            throw new IllegalArgumentException(where + ": '" + text + "' is not '[static] TYPE name(TYPE, ...)'");
        }
        d.append(descriptor(typeAndName[0], owner, names, where));
        return entry(new MemberRef(MemberRef.Kind.METHOD, owner, typeAndName[1], d.toString()), isStatic);
    }

    private static Map.Entry<MemberRef, Boolean> entry(MemberRef ref, boolean isStatic) {
        return new java.util.AbstractMap.SimpleImmutableEntry<>(ref, isStatic);
    }

    private static String descriptor(String type, String owner, Map<String, String> names, String where) {
        if (type.endsWith("[]")) {
            return "[" + descriptor(type.substring(0, type.length() - 2), owner, names, where);
        }
        switch (type) {
            case "void":
                return "V";
            case "boolean":
                return "Z";
            case "byte":
                return "B";
            case "char":
                return "C";
            case "short":
                return "S";
            case "int":
                return "I";
            case "long":
                return "J";
            case "float":
                return "F";
            case "double":
                return "D";
            default:
                return "L" + resolve(type, owner, names, where) + ";";
        }
    }

    /** Simple names: the declaring class's package first, then javax.realtime, then java.lang. */
    private static String resolve(String type, String owner, Map<String, String> listed, String where) {
        if (PRIMITIVES.contains(type)) {
            throw new IllegalArgumentException(where + ": " + type + " is not a class");
        }
        if (type.contains(".")) {
            return type.replace('.', '/');
        }
        String ownPackage = owner.substring(0, owner.lastIndexOf('/') + 1).replace('/', '.');
        for (String candidate : new String[] {ownPackage + type, "javax.realtime." + type}) {
            if (listed.containsKey(candidate)) {
                return listed.get(candidate);
            }
        }
        try {
            Class.forName("java.lang." + type, false, ClassLoader.getSystemClassLoader());
            return "java/lang/" + type;
        } catch (ClassNotFoundException e) {
            throw new IllegalArgumentException(
                    where + ": type '" + type + "' is neither listed in this file nor a java.lang class");
        }
    }

    public String version() {
        return version;
    }

    public Map<String, Listed> classes() {
        return classes;
    }

    public boolean hasClass(String internalName) {
        return classes.containsKey(internalName);
    }

    /** Null where {@code ref} resolves on this version; otherwise what is missing, in words. */
    public String problem(MemberRef ref) {
        Listed owner = classes.get(ref.owner());
        if (owner == null) {
            return ref.owner().startsWith("javax/realtime/")
                    ? "RTSJ " + version + " has no class " + ref.owner()
                    : jdk.problem(ref);
        }
        if (ref.isConstructor()) {
            return owner.members.containsKey(ref) ? null : "RTSJ " + version + " has no " + ref;
        }
        return resolvesFrom(owner, ref, new HashSet<String>()) ? null : "RTSJ " + version + " has no " + ref;
    }

    private boolean resolvesFrom(Listed type, MemberRef ref, Set<String> seen) {
        if (!seen.add(type.name)) {
            return false;
        }
        if (type.members.containsKey(new MemberRef(ref.kind(), type.name, ref.name(), ref.descriptor()))) {
            return true;
        }
        for (String s : type.supertypes) {
            Listed listed = classes.get(s);
            boolean found = listed != null
                    ? resolvesFrom(listed, ref, seen)
                    : jdk.problem(new MemberRef(ref.kind(), s, ref.name(), ref.descriptor())) == null;
            if (found) {
                return true;
            }
        }
        return false;
    }

    /** The descriptors of every listed method {@code owner.name(parameters)}, whatever it returns. */
    public List<String> methodsNamed(String owner, String name, String parameterDescriptor) {
        List<String> found = new ArrayList<>();
        Listed type = classes.get(owner);
        if (type != null) {
            for (MemberRef m : type.members.keySet()) {
                if (m.name().equals(name) && m.descriptor().startsWith(parameterDescriptor)) {
                    found.add(m.descriptor());
                }
            }
        }
        return found;
    }

    public boolean isStatic(MemberRef ref) {
        Listed type = classes.get(ref.owner());
        return type != null && Boolean.TRUE.equals(type.members.get(ref));
    }
}
