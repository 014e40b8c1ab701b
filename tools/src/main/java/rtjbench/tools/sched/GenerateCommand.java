package rtjbench.tools.sched;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import rtjbench.sched.gen.Recipe;
import rtjbench.sched.gen.Recipes;
import rtjbench.sched.model.TaskSet;
import rtjbench.sched.model.TaskSetFile;
import rtjbench.tools.cli.Command;
import rtjbench.tools.cli.OptionTypes;
import rtjbench.tools.cli.Options;
import rtjbench.tools.cli.Outputs;
import rtjbench.tools.cli.StandardOutput;
import rtjbench.tools.cli.ToolException;

/**
 * {@code sched generate --recipe NAME --cpus M --cap U --seed S [--sets N] [--tasks N] [--deadlines KIND] [--out
 * FILE]}: random task sets by a seed's recipe, as a task-set file. The same arguments give the same file on any
 * JVM; set i at cap U is the set {@code sched ratio} draws there with the same seed.
 */
public final class GenerateCommand implements Command {
    static final String NAME = "sched generate";

    @Override
    public String name() {
        return "generate";
    }

    @Override
    public String summary() {
        return "random task sets by the RTMultiSim thesis's or Gracioli et al.'s recipes, reproducible from a seed";
    }

    @Override
    public String usage() {
        StringBuilder sb = new StringBuilder("""
                Usage: rtjbench.jar sched generate --recipe NAME --cpus M --cap U --seed S [--sets N] [--tasks N]
                                                   [--deadlines implicit|constrained] [--out FILE] [--force]

                Draws task sets as a recipe says and writes them as one task-set file (docs/schedulability.md), to
                standard output or --out. Without --tasks, tasks are added until the total utilisation would pass
                the cap U, and a set more than the recipe's slack below it is drawn again (Gracioli et al.); with
                --tasks N, each set has N tasks whose utilisations are scaled to total U (the RTMultiSim thesis's
                cardinality x load grid).
                --cpus M is the platform the sets are for (U may not exceed M). The same seed gives the same sets on
                any JVM, and set i at cap U is the one `sched ratio` draws there with that seed.

                Recipes:
                """);
        for (Map.Entry<String, Recipe> r : Recipes.all().entrySet()) {
            sb.append("  ").append(r.getKey()).append('\n');
        }
        sb.append("(each one's distributions: docs/schedulability.md)");
        return sb.toString();
    }

    @Override
    public List<Options.Spec<?>> options() {
        return List.of(RECIPE, CPUS, CAP, SEED, SETS, TASKS, DEADLINES, OUT, FORCE);
    }

    static final Options.Spec<Recipe> RECIPE = Options.Spec.required(
            "recipe",
            "NAME",
            OptionTypes.oneOf("one of " + String.join(", ", Recipes.all().keySet()), Recipes.all()),
            "the recipe (listed above)");
    static final Options.Spec<Integer> CPUS = SchedArgs.cpus("the number of CPUs the sets are for");
    static final Options.Spec<Double> CAP = Options.Spec.required(
            "cap", "U", OptionTypes.positiveNumber(), "the total utilisation: a cap, or with --tasks the load");
    static final Options.Spec<Long> SEED = Options.Spec.required(
            "seed", "S", OptionTypes.whole(Long.MIN_VALUE, Long.MAX_VALUE), "the random seed, a whole number");
    static final Options.Spec<Integer> SETS =
            Options.Spec.value("sets", "N", OptionTypes.integer(1, SchedArgs.MAX_SETS), "1", "how many sets");
    static final Options.Spec<Integer> TASKS = Options.Spec.value(
            "tasks",
            "N",
            OptionTypes.integer(1, TaskSetFile.MAX_TASKS_PER_SET),
            null,
            "a fixed number of tasks per set, scaled to total U");
    static final Options.Spec<Boolean> DEADLINES = Options.Spec.value(
            "deadlines",
            "KIND",
            OptionTypes.oneOf("implicit or constrained", Map.of("implicit", false, "constrained", true)),
            "implicit",
            "implicit, or constrained: D uniform in [C, T]");
    static final Options.Spec<Path> OUT = Options.Spec.value(
            "out", "FILE", OptionTypes.path(), null, "write the file here (default: standard output)");
    static final Options.Spec<Boolean> FORCE = Options.Spec.flag("force", "replace --out if it exists");

    @Override
    public int run(Options o) throws Exception {
        if (!o.positional().isEmpty()) {
            throw ToolException.usage(NAME + ": takes no positional argument (got "
                    + o.positional().get(0) + ")");
        }
        Recipe recipe = o.get(RECIPE);
        int cpus = o.get(CPUS);
        double cap = o.get(CAP);
        if (cap > cpus) {
            throw ToolException.usage(String.format(
                    Locale.ROOT, "%s: --cap %s is above --cpus %d: no such set is feasible", NAME, o.text(CAP), cpus));
        }
        long seed = o.get(SEED);
        int sets = o.get(SETS);
        int tasks = o.given(TASKS) ? o.get(TASKS) : 0;
        if (tasks > 0 && cap > tasks) {
            throw ToolException.usage(String.format(
                    Locale.ROOT,
                    "%s: --cap %s is above --tasks %d (each task's utilisation is at most 1)",
                    NAME,
                    o.text(CAP),
                    tasks));
        }
        boolean constrained = o.get(DEADLINES);
        Outputs outputs = new Outputs(o.flag(FORCE));
        Path out = o.get(OUT) == null ? null : outputs.claim(o.get(OUT));
        outputs.check();

        String header = String.format(
                Locale.ROOT,
                "# %d set%s: recipe %s, %s%s, %d CPUs, seed %d, %s deadlines\n# %s\n",
                sets,
                sets == 1 ? "" : "s",
                recipe.name(),
                tasks > 0 ? tasks + " tasks at total utilisation " : "cap ",
                o.text(CAP).strip(),
                cpus,
                seed,
                constrained ? "constrained" : "implicit",
                recipe.describe());
        // The first set is drawn before anything is written: a recipe that cannot reach the cap says so with
        // nothing written. Then set by set, each written as it is drawn: memory does not grow with --sets.
        TaskSet first = draw(recipe, seed, cap, tasks, 0, constrained);
        if (out == null) {
            Writer w = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), 1 << 16);
            writeSets(w, header, first, recipe, seed, cap, tasks, sets, constrained, true);
            w.flush();
        } else {
            outputs.write(out, stream -> {
                Writer w = new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8), 1 << 16);
                writeSets(w, header, first, recipe, seed, cap, tasks, sets, constrained, false);
                w.flush();
            });
            System.err.println(sets + " set" + (sets == 1 ? "" : "s") + " written to " + out);
        }
        return 0;
    }

    /**
     * The header and sets 1..{@code sets}, set 1 being {@code first}: each drawn, written and dropped. Writing to
     * standard output, a failed write (a closed pipe, a full disk) stops the drawing at once.
     */
    private static void writeSets(
            Writer w,
            String header,
            TaskSet first,
            Recipe recipe,
            long seed,
            double cap,
            int tasks,
            int sets,
            boolean constrained,
            boolean toStandardOutput)
            throws IOException {
        w.write(header);
        w.write(TaskSetFile.header(true, false, false));
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < sets; i++) {
            TaskSet s = i == 0 ? first : draw(recipe, seed, cap, tasks, i, constrained);
            lines.setLength(0);
            TaskSetFile.appendLines(lines, s, Integer.toString(i + 1), true, false, false);
            w.append(lines);
            if (toStandardOutput && (i & 255) == 255) {
                w.flush();
                StandardOutput.check();
            }
        }
    }

    /** Set {@code i}; a recipe that cannot draw it is bad input, naming the recipe and the cap. */
    private static TaskSet draw(Recipe recipe, long seed, double cap, int tasks, int i, boolean constrained) {
        try {
            return recipe.draw(seed, cap, tasks, i, Integer.toString(i + 1), constrained);
        } catch (IllegalArgumentException e) {
            throw ToolException.usage(NAME + ": " + e.getMessage() + (i == 0 ? "" : " (set " + (i + 1) + ")"));
        }
    }
}
