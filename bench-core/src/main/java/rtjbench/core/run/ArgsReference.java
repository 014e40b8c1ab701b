package rtjbench.core.run;

import java.util.List;
import java.util.Locale;
import rtjbench.core.args.ArgSpec;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.run.plan.Benchmarks;

/**
 * The argument reference, docs/args.md, written from the declarations themselves: the common arguments
 * ({@link CommonArgs#SPECS}) and each testapp's own ({@link Benchmark#arguments()}), with their defaults and
 * what is allowed. {@code bin/rtjbench-run --help-all --markdown > docs/args.md} makes it; a test in the tools
 * module fails when the committed file differs, so the reference cannot drift from the code.
 */
public final class ArgsReference {
    /** The one command that regenerates the file, named in it and in the test's failure. */
    public static final String COMMAND = "bin/rtjbench-run --help-all --markdown > docs/args.md";

    static final String SWEEPS = "Sweeps: value=\"1K,2K,4K\" or a range value=\"1K..10K:1K\" (step), \"32..16K:*2\""
            + " (factor), \"1..1/1024:/2\" (fractions).";

    private ArgsReference() {}

    /** The whole reference as Markdown, the same on every machine for the same code. */
    public static String markdown(Benchmarks benchmarks) {
        StringBuilder md = new StringBuilder();
        md.append("# Argument reference\n\n");
        md.append("<!-- Generated from the argument declarations; do not edit. Regenerate with:\n");
        md.append("     ").append(COMMAND).append(" -->\n\n");
        md.append("Every argument of an args file, as the code declares it (`ArgSpec`): the same declaration parses")
                .append(" the value, checks its range, writes `--help` and fills the run's metadata. An args file")
                .append(" sets them per testapp: `<testapp name=\"memalloc\"><arg name=\"allocsize\" value=\"1K\"/>")
                .append("</testapp>` ([running](running.md) has the file's shape, suites and the limits).\n\n");
        md.append("- Sizes take B/K/M/G (powers of 1024); times take ns/us/ms/s.\n");
        md.append("- ")
                .append(SWEEPS.replace("value=", ""))
                .append(" Each combination of swept values is a")
                .append(" run of its own.\n");
        md.append("- Bad input (an unknown argument, a value of the wrong type or out of range) is refused before")
                .append(" anything runs, with exit status 2 and a message naming the file, line, value and what is")
                .append(" allowed.\n\n");
        md.append("Testapps: ");
        boolean first = true;
        for (Benchmark b : benchmarks.all().values()) {
            md.append(first ? "" : ", ")
                    .append('[')
                    .append(b.name())
                    .append("](#")
                    .append(b.name())
                    .append(')');
            first = false;
        }
        md.append(".\n\n");
        md.append("## Common arguments\n\n");
        md.append("Every testapp takes these.\n\n");
        table(md, CommonArgs.SPECS);
        for (Benchmark b : benchmarks.all().values()) {
            md.append("\n## ").append(b.name()).append("\n\n");
            md.append(b.description()).append("\n\n");
            if (b.arguments().isEmpty()) {
                md.append("No arguments of its own; the common ones above.\n");
            } else {
                table(md, b.arguments());
            }
        }
        return md.toString();
    }

    private static void table(StringBuilder md, List<ArgSpec<?>> specs) {
        md.append("| argument | default | allowed | meaning |\n");
        md.append("|---|---|---|---|\n");
        for (ArgSpec<?> s : specs) {
            md.append(String.format(
                    Locale.ROOT,
                    "| `%s` | %s | %s | %s |\n",
                    s.name(),
                    s.defaultText().isEmpty() ? "(empty)" : "`" + s.defaultText() + "`",
                    cell(s.type().allowedAnywhere()),
                    cell(s.description())));
        }
    }

    /** Text as one Markdown table cell: no line breaks, no bare column bars, no angle brackets read as HTML. */
    private static String cell(String text) {
        return text.replace("\r", "")
                .replace("\n", " ")
                .replace("|", "\\|")
                .replace("<", "&lt;")
                .replace(">", "&gt;");
    }
}
