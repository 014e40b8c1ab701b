package rtjbench.core.args;

import java.io.File;
import java.util.Collections;
import java.util.List;

/**
 * One {@code <jvm name="par17" java="/usr/lib/jvm/java-17-openjdk-amd64" options="-XX:+UseParallelGC"/>} of an
 * args file: a VM a point can run on ({@code jvms=par17}). {@code java} is a launcher or a JDK home (its
 * {@code bin/java}); {@code options} are split on white space and come after the runner's own, so they win.
 * {@code aot_cache} gives the VM an ahead-of-time cache (HotSpot's {@code -XX:AOTCache}, JDK 24+): {@value
 * #AOT_TRAIN} has the runner make one for each point (a training run of the point with {@code
 * -XX:AOTCacheOutput}, JDK 25+), a path names one made before.
 */
public final class JvmEntry {

    private final String name;
    private final String java;
    /** {@code aot_cache}'s value: a cache trained by the runner for each point. */
    public static final String AOT_TRAIN = "train";

    private final List<String> options;
    private final int line;
    private final String aotCache;

    public JvmEntry(String name, String java, String options, int line) {
        this(name, java, options, null, line);
    }

    /** {@code aotCache}: {@value #AOT_TRAIN}, a cache file, or null for none. */
    public JvmEntry(String name, String java, String options, String aotCache, int line) {
        this.name = name;
        this.java = java;
        this.aotCache = aotCache == null || aotCache.trim().isEmpty() ? null : aotCache.trim();
        this.options = Collections.unmodifiableList(TextSplit.words(options));
        this.line = line;
    }

    /** A jvm name: letters, digits and {@code _ . + -}; empty for the runner's own VM. */
    static String checkName(String text) {
        String t = text.trim();
        if (!t.isEmpty() && !isName(t)) {
            throw new IllegalArgumentException("'" + text + "' is not a jvm name (letters, digits, _ . + -)");
        }
        return t;
    }

    /** ASCII letters, digits and {@code _ . + -}, 1 to 64: read by hand, as no fork's path may reach a regex. */
    private static boolean isName(String t) {
        if (t.isEmpty() || t.length() > 64) {
            return false;
        }
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            boolean ok = c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || "_.+-".indexOf(c) >= 0;
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    public String name() {
        return name;
    }

    /** As written in the file. */
    public String java() {
        return java;
    }

    /** The launcher to start: {@code java} itself where it is a file, its {@code bin/java} where a directory. */
    public File launcher() {
        File f = new File(java);
        return f.isDirectory() ? new File(new File(f, "bin"), "java") : f;
    }

    /** Null where the launcher can be started, else why not. */
    public String launcherProblem() {
        File launcher = launcher();
        if (!launcher.exists()) {
            return "the launcher " + launcher + " does not exist";
        }
        if (launcher.isDirectory() || !launcher.canExecute()) {
            return "the launcher " + launcher + " is not an executable file";
        }
        return null;
    }

    public List<String> options() {
        return options;
    }

    public int line() {
        return line;
    }

    /** {@value #AOT_TRAIN}, the path of a cache made before, or null where the entry has no AOT cache. */
    public String aotCache() {
        return aotCache;
    }

    /** Whether the runner trains the entry's AOT cache for each point. */
    public boolean trainsAotCache() {
        return AOT_TRAIN.equals(aotCache);
    }

    @Override
    public String toString() {
        return name + " (" + java + (options.isEmpty() ? "" : " " + String.join(" ", options))
                + (aotCache == null ? "" : ", aot_cache " + aotCache) + ")";
    }
}
