package rtjbench.core.jvm;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads what HotSpot's unified logging wrote about the JIT and class loading, decorated with {@code timenanos}
 * (System.nanoTime when the line was written), optionally {@code uptimenanos} (ns since the VM started), and
 * {@code tid} and {@code tags}: {@code [1436286750025ns][206466250ns][7282][jit,compilation] ...}. The lines read,
 * as JDK 17 and 25 write them:
 * <ul>
 *   <li>{@code jit+compilation} (debug): a compilation as it starts, {@code <id> <flags> <tier> <Class::method>
 *       [@ <bci>] (<n> bytes)} ({@code %} in the flags: on-stack replacement at that bci; {@code n}: a native
 *       wrapper, not a compilation), and compiled code thrown away, the same with {@code made not entrant[:
 *       <reason>]} after it. JDK 25 gives the reason ({@code uncommon trap}, {@code not used}); JDK 17 gives
 *       none, and there the thread that wrote the line tells: a compiler thread replacing code with a better tier,
 *       or a Java thread that hit an uncommon trap.</li>
 *   <li>{@code deoptimization} (debug, JDK 20 and later): one line a deoptimisation, written by the thread that
 *       trapped, {@code cid=<id> level=<tier> <Class.method(signature)> trap_bci=<bci> <reason> <action> ...}.</li>
 *   <li>{@code class+load} (info): {@code <class> source: <where from>} ({@code shared objects file} where it
 *       was mapped from a CDS archive or AOT cache).</li>
 * </ul>
 * A <b>deoptimisation</b> is a {@code deoptimization} line where the log has that tag, else a {@code made not
 * entrant} written by a thread that compiles nothing (not a compiler thread). A <b>recompilation</b> is a
 * compilation of a method whose compiled code a deoptimisation threw away earlier in the log. Other lines
 * (warnings, other tags) are passed over. Cold path.
 */
public final class JitLog {
    /** What one line says. */
    public enum Kind {
        COMPILE,
        RECOMPILE,
        DEOPT,
        CLASS_LOAD,
        /** Compiled code replaced by a better tier (not a deoptimisation). */
        REPLACED
    }

    /** One event: when (System.nanoTime; ns since the VM started, or -1 without that decoration), which thread. */
    public static final class Event {
        public final Kind kind;
        public final long nanoTime;
        public final long uptimeNanos;
        public final long tid;
        /** {@code Class::method} (with {@code @ bci} for on-stack replacement) or a class name. */
        public final String subject;
        /** The tier compiled at; the trap's reason and action; the class's source. */
        public final String detail;

        Event(Kind kind, long nanoTime, long uptimeNanos, long tid, String subject, String detail) {
            this.kind = kind;
            this.nanoTime = nanoTime;
            this.uptimeNanos = uptimeNanos;
            this.tid = tid;
            this.subject = subject;
            this.detail = detail;
        }

        /** "deopt Deopt::run (predicate maybe_recompile)": for a console or a CSV. */
        @Override
        public String toString() {
            return kind.name().toLowerCase(java.util.Locale.ROOT) + " " + subject + " (" + detail + ")";
        }
    }

    private static final Pattern LINE =
            Pattern.compile("\\[(\\d+)ns\\](?:\\[(\\d+)ns\\])?(?:\\[(\\d+)\\])?\\[([a-z+,]+)\\s*\\] ?(.*)");
    private static final Pattern COMPILATION =
            Pattern.compile("\\s*(\\d+)\\s+([%sbn!]*)\\s*(\\d)\\s+(\\S+)(?: @ (\\d+))?\\s+\\(([^)]*)\\)(.*)");
    private static final Pattern DEOPTIMIZATION =
            Pattern.compile("cid=\\s*(\\d+)\\s+(?:osr\\s+)?level=(\\d)\\s+([^\\s(]+)\\S*\\s+trap_bci=(\\d+)\\s+"
                    + "(?:osr_bci=\\d+\\s+)?(\\S+)(?:\\s+(\\S+))?.*");
    private static final Pattern CLASS_LOAD = Pattern.compile("(\\S+) source: (.*)");

    private final List<Event> events;
    private final long vmStartNanoTime;

    private JitLog(List<Event> events, long vmStartNanoTime) {
        this.events = Collections.unmodifiableList(events);
        this.vmStartNanoTime = vmStartNanoTime;
    }

    /** Reads {@code file}; {@code deoptTagged}: the log was asked for the {@code deoptimization} tag too. */
    public static JitLog read(Path file, boolean deoptTagged) throws IOException {
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return parse(in, deoptTagged);
        }
    }

    static JitLog parse(BufferedReader in, boolean deoptTagged) throws IOException {
        List<Event> raw = new ArrayList<>();
        Set<Long> compilerThreads = new HashSet<>();
        long vmStart = Long.MIN_VALUE;
        String line;
        while ((line = in.readLine()) != null) {
            Matcher m = LINE.matcher(line);
            if (!m.matches()) {
                continue; // another decoration, or a line cut short
            }
            long nanoTime = Long.parseLong(m.group(1));
            long uptime = m.group(2) == null ? -1 : Long.parseLong(m.group(2));
            if (uptime >= 0 && vmStart == Long.MIN_VALUE) {
                vmStart = nanoTime - uptime;
            }
            long tid = m.group(3) == null ? -1 : Long.parseLong(m.group(3));
            Event e = event(m.group(4), nanoTime, uptime, tid, m.group(5));
            if (e == null) {
                continue;
            }
            if (e.kind == Kind.COMPILE && !e.detail.equals("native wrapper")) {
                compilerThreads.add(tid);
            }
            raw.add(e);
        }
        return new JitLog(classify(raw, compilerThreads, deoptTagged), vmStart);
    }

    private static Event event(String tags, long nanoTime, long uptime, long tid, String message) {
        if (tags.equals("jit,compilation")) {
            Matcher c = COMPILATION.matcher(message);
            if (!c.matches()) {
                return null;
            }
            String subject = c.group(4) + (c.group(5) == null ? "" : " @ " + c.group(5));
            String rest = c.group(7).trim();
            if (rest.startsWith("made not entrant")) {
                String reason = rest.length() > "made not entrant".length()
                        ? rest.substring("made not entrant".length()).replaceFirst("^:\\s*", "")
                        : "";
                return new Event(Kind.REPLACED, nanoTime, uptime, tid, subject, reason);
            }
            if (!rest.isEmpty() && !rest.startsWith("(static)")) {
                return null; // made zombie, other notes
            }
            String detail = c.group(2).contains("n") ? "native wrapper" : "tier " + c.group(3);
            return new Event(Kind.COMPILE, nanoTime, uptime, tid, subject, detail);
        }
        if (tags.equals("deoptimization")) {
            Matcher d = DEOPTIMIZATION.matcher(message);
            if (!d.matches()) {
                return null;
            }
            String method = d.group(3);
            int dot = method.lastIndexOf('.');
            String subject = dot < 0 ? method : method.substring(0, dot) + "::" + method.substring(dot + 1);
            String detail = d.group(5) + (d.group(6) == null ? "" : " " + d.group(6)) + ", tier " + d.group(2)
                    + ", bci " + d.group(4);
            return new Event(Kind.DEOPT, nanoTime, uptime, tid, subject, detail);
        }
        if (tags.equals("class,load")) {
            Matcher l = CLASS_LOAD.matcher(message);
            return l.matches() ? new Event(Kind.CLASS_LOAD, nanoTime, uptime, tid, l.group(1), l.group(2)) : null;
        }
        return null;
    }

    /**
     * Native wrappers dropped; without the deoptimization tag, code thrown away by a thread that compiles nothing
     * becomes a deoptimisation; a compilation of a method deoptimised before becomes a recompilation.
     */
    private static List<Event> classify(List<Event> raw, Set<Long> compilerThreads, boolean deoptTagged) {
        List<Event> out = new ArrayList<>(raw.size());
        Set<String> deoptimised = new HashSet<>();
        for (Event e : raw) {
            Event kept = e;
            if (e.kind == Kind.COMPILE && e.detail.equals("native wrapper")) {
                continue;
            }
            if (e.kind == Kind.REPLACED && !deoptTagged && !compilerThreads.contains(e.tid)) {
                kept = new Event(
                        Kind.DEOPT,
                        e.nanoTime,
                        e.uptimeNanos,
                        e.tid,
                        e.subject,
                        e.detail.isEmpty() ? "made not entrant by a Java thread" : e.detail);
            }
            if (kept.kind == Kind.DEOPT) {
                deoptimised.add(method(kept.subject));
            } else if (kept.kind == Kind.COMPILE && deoptimised.contains(method(kept.subject))) {
                kept = new Event(Kind.RECOMPILE, e.nanoTime, e.uptimeNanos, e.tid, e.subject, e.detail);
            }
            out.add(kept);
        }
        return out;
    }

    /** {@code Class::method} without an on-stack replacement's bci. */
    private static String method(String subject) {
        int at = subject.indexOf(" @ ");
        return at < 0 ? subject : subject.substring(0, at);
    }

    public List<Event> events() {
        return events;
    }

    /**
     * System.nanoTime at which the VM started (HotSpot's own origin of {@code uptimenanos}, set as it
     * initialises, after the launcher has loaded it), from the first line decorated with both; Long.MIN_VALUE
     * where no line has both.
     */
    public long vmStartNanoTime() {
        return vmStartNanoTime;
    }

    /** How many events of {@code kind} fall in [from, to) on System.nanoTime. */
    public long count(Kind kind, long from, long to) {
        long n = 0;
        for (Event e : events) {
            if (e.kind == kind && e.nanoTime >= from && e.nanoTime < to) {
                n++;
            }
        }
        return n;
    }
}
