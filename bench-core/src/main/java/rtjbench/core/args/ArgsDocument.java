package rtjbench.core.args;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An args file as written, before its values are checked: one {@code <testapp>} (the seed's format) or a
 * {@code <suite>} of several. Keeps line numbers so later errors can point into the file.
 */
public final class ArgsDocument {
    private final Path file;
    private final String suiteName;
    private final List<TestApp> testApps;

    ArgsDocument(Path file, String suiteName, List<TestApp> testApps) {
        this.file = file;
        this.suiteName = suiteName;
        this.testApps = Collections.unmodifiableList(new ArrayList<>(testApps));
    }

    public Path file() {
        return file;
    }

    /** The suite's name, or null where the file holds a single {@code <testapp>}. */
    public String suiteName() {
        return suiteName;
    }

    public boolean isSuite() {
        return suiteName != null;
    }

    public List<TestApp> testApps() {
        return testApps;
    }

    /**
     * The same file as a suite of {@code apps}: what an element that plans other testapps (an args file's verdict)
     * becomes before planning. Named {@code suiteName} where the file was a single testapp.
     */
    public ArgsDocument asSuiteOf(String suiteName, List<TestApp> apps) {
        return new ArgsDocument(file, this.suiteName != null ? this.suiteName : suiteName, apps);
    }

    /** One {@code <testapp name="...">}. */
    public static final class TestApp {
        private final String name;
        private final int line;
        private final List<Arg> args;
        private final Map<String, JvmEntry> jvms;

        TestApp(String name, int line, List<Arg> args) {
            this(name, line, args, Collections.<String, JvmEntry>emptyMap());
        }

        TestApp(String name, int line, List<Arg> args, Map<String, JvmEntry> jvms) {
            this.name = name;
            this.line = line;
            this.args = Collections.unmodifiableList(new ArrayList<>(args));
            this.jvms = Collections.unmodifiableMap(new LinkedHashMap<>(jvms));
        }

        /** The {@code <jvm>} entries its {@code jvms} may name: the suite's and its own (which win), by name. */
        public Map<String, JvmEntry> jvms() {
            return jvms;
        }

        /**
         * A testapp planned from this one: another name and arguments, this one's line (so that a refusal points
         * at the element the user wrote) and {@code <jvm>} entries.
         */
        public TestApp derive(String newName, List<Arg> newArgs) {
            return new TestApp(newName, line, newArgs, jvms);
        }

        /** This testapp with the suite's {@code <jvm>} entries under its own. */
        TestApp withSuiteJvms(Map<String, JvmEntry> suite) {
            Map<String, JvmEntry> all = new LinkedHashMap<>(suite);
            all.putAll(jvms);
            return new TestApp(name, line, args, all);
        }

        /** The name as written; the seed writes a qualified name such as rtsj.mcperf.mem.alloc.memalloc. */
        public String name() {
            return name;
        }

        /** The benchmark the name refers to: the part after the last dot. */
        public String benchmarkName() {
            return name.substring(name.lastIndexOf('.') + 1);
        }

        public int line() {
            return line;
        }

        public List<Arg> args() {
            return args;
        }
    }

    /** One {@code <arg name="..." value="..."> description </arg>}. */
    public static final class Arg {
        private final String name;
        private final String value;
        private final String text;
        private final int line;

        /** An argument an element planned, at {@code line} of the file (the element's). */
        public static Arg planned(String name, String value, String text, int line) {
            return new Arg(name, value, text, line);
        }

        Arg(String name, String value, String text, int line) {
            this.name = name;
            this.value = value;
            this.text = text;
            this.line = line;
        }

        public String name() {
            return name;
        }

        public String value() {
            return value;
        }

        /** The free text between the tags; the seed uses it to describe the argument. */
        public String text() {
            return text;
        }

        public int line() {
            return line;
        }
    }
}
