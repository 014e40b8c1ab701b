package rtjbench.core.run.fork;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.core.args.ArgsException;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.bench.Benchmark;

/**
 * The point a fork runs, as the runner planned it, handed over on the fork's standard input before its turn:
 * the benchmark's class and every argument's text, one a line. The fork builds its config from these rather
 * than reading and planning the args file again, so it runs exactly the point the runner planned (an args file
 * edited during the run changes nothing), and its start-up loads no XML parser and finds no other testapp: in a
 * fresh VM that is seconds of class loading, and under {@code -Xcomp} of compiling, before a cold start's first
 * event.
 *
 * <pre>
 * point rtjbench.events.DispatchBenchmark
 * testapp dispatch
 * benchmark dispatch
 * arg count=3000
 * swept allocsize=1K
 * end
 * </pre>
 *
 * A value's backslashes, line feeds and carriage returns are written {@code \\}, {@code \n} and {@code \r}.
 */
public final class PointHandover {
    static final String POINT = "point ";
    static final String TESTAPP = "testapp ";
    static final String BENCHMARK = "benchmark ";
    static final String ARG = "arg ";
    static final String SWEPT = "swept ";
    /** The handover's last line. */
    public static final String END = "end";

    private PointHandover() {}

    /** A point's benchmark and config, as the fork rebuilt them. */
    public static final class Point {
        public final Benchmark benchmark;
        public final Config config;

        Point(Benchmark benchmark, Config config) {
            this.benchmark = benchmark;
            this.config = config;
        }
    }

    /** The lines that hand {@code config}, a point of {@code benchmark}, to a fork, {@link #END} the last. */
    public static List<String> lines(Benchmark benchmark, Config config) {
        List<String> lines = new ArrayList<>();
        lines.add(POINT + benchmark.getClass().getName());
        lines.add(TESTAPP + escape(config.testAppName()));
        lines.add(BENCHMARK + escape(config.benchmarkName()));
        for (Map.Entry<String, String> e : config.asText().entrySet()) {
            lines.add(ARG + e.getKey() + "=" + escape(e.getValue()));
        }
        for (Map.Entry<String, String> e : config.sweptValues().entrySet()) {
            lines.add(SWEPT + e.getKey() + "=" + escape(e.getValue()));
        }
        lines.add(END);
        return lines;
    }

    /**
     * The point the lines (without {@link #END}) hand over: its benchmark made from its class on this class path,
     * its config parsed from the texts by that benchmark's declarations, as the runner's plan parsed them.
     */
    public static Point read(List<String> lines) throws ArgsException {
        String className = null;
        String testApp = null;
        String benchmarkName = null;
        Map<String, String> texts = new LinkedHashMap<>();
        Map<String, String> swept = new LinkedHashMap<>();
        for (String line : lines) {
            if (line.startsWith(POINT)) {
                className = line.substring(POINT.length());
            } else if (line.startsWith(TESTAPP)) {
                testApp = unescape(line.substring(TESTAPP.length()));
            } else if (line.startsWith(BENCHMARK)) {
                benchmarkName = unescape(line.substring(BENCHMARK.length()));
            } else if (line.startsWith(ARG)) {
                put(texts, line.substring(ARG.length()), line);
            } else if (line.startsWith(SWEPT)) {
                put(swept, line.substring(SWEPT.length()), line);
            } else {
                throw new ArgsException("the runner's point handover has a line this fork does not know: '" + line
                        + "' (runner and fork from different builds?)");
            }
        }
        if (className == null || testApp == null || benchmarkName == null) {
            throw new ArgsException("the runner's point handover names no "
                    + (className == null ? "benchmark class" : testApp == null ? "testapp" : "benchmark"));
        }
        Benchmark benchmark = benchmarkOf(className);
        try {
            return new Point(
                    benchmark, Config.of(testApp, benchmarkName, CommonArgs.with(benchmark.arguments()), texts, swept));
        } catch (IllegalArgumentException e) {
            throw new ArgsException("the runner's point handover for testapp '" + testApp + "' does not parse here: "
                    + e.getMessage() + " (runner and fork from different builds?)");
        }
    }

    private static Benchmark benchmarkOf(String className) throws ArgsException {
        try {
            return NativeConstructor.make(Class.forName(className).asSubclass(Benchmark.class));
        } catch (ReflectiveOperationException | ClassCastException e) {
            throw new ArgsException("the runner's point handover names benchmark class " + className
                    + ", which this fork's class path cannot make: " + e);
        }
    }

    private static void put(Map<String, String> into, String nameEqualsValue, String line) throws ArgsException {
        int eq = nameEqualsValue.indexOf('=');
        if (eq <= 0) {
            throw new ArgsException("the runner's point handover has a line without name=value: '" + line + "'");
        }
        into.put(nameEqualsValue.substring(0, eq), unescape(nameEqualsValue.substring(eq + 1)));
    }

    /** {@code text} with its backslashes, line feeds and carriage returns escaped, as a handover line holds it. */
    public static String escape(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\') {
                sb.append("\\\\");
            } else if (c == '\n') {
                sb.append("\\n");
            } else if (c == '\r') {
                sb.append("\\r");
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    /** {@link #escape}d text as it was. */
    public static String unescape(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\' && i + 1 < text.length()) {
                char n = text.charAt(++i);
                sb.append(n == 'n' ? '\n' : n == 'r' ? '\r' : n);
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }
}
