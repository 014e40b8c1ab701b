package rtjbench.tools.sched;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import rtjbench.sched.gen.Recipe;
import rtjbench.sched.gen.Recipes;
import rtjbench.sched.model.Quoted;
import rtjbench.sched.model.TaskSetFile;
import rtjbench.sched.sim.SimulatedScheduler;
import rtjbench.tools.cli.ToolException;

/**
 * A ratio experiment file (args/sched/*.xml), written like the args files: one {@code <arg name value>} per
 * setting, each with a description as its text, then the unions and the models.
 *
 * <pre>
 * &lt;experiment name="seed004-fig12a"&gt;
 *   &lt;arg name="recipe" value="seed004-uniform-light-short"&gt; Light utilisations, short periods &lt;/arg&gt;
 *   &lt;arg name="cpus" value="8"/&gt;
 *   &lt;arg name="caps" value="2.0:8.0:0.1"/&gt;      (from:to:step, or a list: 2.0,2.5,3.0; mixed is fine)
 *   &lt;arg name="sets" value="1000"/&gt;             (per cap)
 *   &lt;arg name="seed" value="2026"/&gt;
 *   &lt;arg name="tests" value="GFB,BAK,BCL,BCLI,GEDF-RTA,PEDF-FFD,PEDF-BFD,PEDF-WFD"/&gt;
 *   &lt;arg name="deadlines" value="implicit"/&gt;   (optional: implicit or constrained)
 *   &lt;union name="G-EDF" tests="GFB,BAK,BCL,BCLI,GEDF-RTA"/&gt;   (schedulable if any of them says so)
 *   &lt;model name="ideal"/&gt;                     (no overheads, whole processors; the default)
 *   &lt;model name="this-jvm" overheads="docs/overheads/x.json" wss="64K"/&gt;   (charged; CPMD as if 64K)
 *   &lt;model name="zgc-300" collector="docs/mmu/zgc-300.csv"/&gt;   (each CPU supplies the MMU curve's share)
 *   &lt;model name="n=6..20" tasks="6:20"/&gt;   (set i has 6 + i mod 15 tasks, scaled to the cap)
 *   &lt;simulate name="clustered" scheduler="cedf" clusters="2" partitioning="nfd"/&gt;   (by simulation: {@link
 *       SimulateSpec})
 * &lt;/experiment&gt;
 * </pre>
 *
 * Model files are read relative to the current folder (the repository's root, as the args files are). Refused
 * with file, line and the field: an unknown element or argument, a missing one, a value out of range,
 * an unknown recipe or test, a union naming a test not run, a simulation's mistakes ({@link SimulateSpec}).
 * {@code tests} may be left out where there are simulations.
 */
record Experiment(
        String name,
        Path file,
        String recipeName,
        Recipe recipe,
        int cpus,
        List<String> capTexts,
        int sets,
        long seed,
        List<String> tests,
        List<SimulatedScheduler> simulations,
        boolean constrained,
        Map<String, List<String>> unions,
        List<ModelSpec> models) {

    /**
     * A {@code <model>}: its name, and where given the overhead model to charge, the collector model whose MMU
     * curve each CPU supplies, a working-set size assumed for tasks that have none (the CPMD charged), a recipe
     * of its own (null: the experiment's), and the number of tasks of each set ({@link Tasks}).
     */
    record ModelSpec(String name, String overheads, String collector, long wss, Recipe recipe, Tasks tasks) {}

    /**
     * How many tasks each set has: {@link #UP_TO_CAP} (tasks added until the next would pass the cap), a fixed
     * number N ({@code tasks="N"}: N tasks scaled to the cap, seed 000's cardinality x load grid), or a range
     * ({@code tasks="6:20"}: set i of a cap has from + i mod (to − from + 1) tasks, each count equally often, as
     * seed 000 §3 draws sets of 6 to 20 tasks). Set i with N tasks is the one {@code sched generate --tasks N}
     * draws as its set i.
     */
    record Tasks(int from, int to) {
        static final Tasks UP_TO_CAP = new Tasks(0, 0);

        /** The task count of set {@code i}; 0 for sets drawn up to the cap. */
        int of(long i) {
            return from == 0 ? 0 : from + (int) (i % (to - from + 1));
        }

        @Override
        public String toString() {
            return from == 0 ? "up to the cap" : from == to ? Integer.toString(from) : from + ":" + to;
        }
    }

    private static final List<String> ARGS = List.of("recipe", "cpus", "caps", "sets", "seed", "tests", "deadlines");

    double cap(int i) {
        return Double.parseDouble(capTexts.get(i));
    }

    /** The largest experiment file read: an experiment is a page of XML; a larger file is refused unread. */
    static final long MAX_BYTES = 1 << 20;

    static Experiment read(Path file, List<String> knownTests) throws IOException {
        String notAFile = TaskSetFile.notARegularFile(file);
        if (notAFile != null) {
            throw ToolException.input(
                    file + ": " + (notAFile.equals("no such file") ? "no such experiment file" : notAFile));
        }
        if (Files.size(file) > MAX_BYTES) {
            throw ToolException.input(file + ": is " + Files.size(file) + " bytes, more than the " + MAX_BYTES
                    + " an experiment file may have");
        }
        Map<String, String> args = new LinkedHashMap<>();
        Map<String, Integer> lines = new LinkedHashMap<>();
        Map<String, List<String>> unions = new LinkedHashMap<>();
        Map<String, Integer> unionLines = new LinkedHashMap<>();
        List<ModelSpec> models = new ArrayList<>();
        List<SimulateSpec> simulateSpecs = new ArrayList<>();
        String name = null;
        int experimentLine = 0;
        XMLInputFactory f = XMLInputFactory.newFactory();
        f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        try (InputStream in = Files.newInputStream(file)) {
            XMLStreamReader r = f.createXMLStreamReader(in);
            int depth = 0;
            while (r.hasNext()) {
                if (r.next() != XMLStreamConstants.START_ELEMENT) {
                    if (r.getEventType() == XMLStreamConstants.END_ELEMENT) depth--;
                    continue;
                }
                depth++;
                int line = r.getLocation().getLineNumber();
                String el = r.getLocalName();
                if (depth == 1) {
                    if (!el.equals("experiment")) throw error(file, line, el, "the root element must be <experiment>");
                    name = attribute(r, file, line, "name");
                    experimentLine = line;
                    continue;
                }
                if (depth > 2) throw error(file, line, el, "elements do not nest inside <" + el + ">");
                switch (el) {
                    case "arg" -> {
                        String n = attribute(r, file, line, "name");
                        if (!ARGS.contains(n)) {
                            throw error(
                                    file,
                                    line,
                                    n,
                                    "is not an experiment argument; they are " + String.join(", ", ARGS));
                        }
                        if (args.put(n, attribute(r, file, line, "value").strip()) != null) {
                            throw error(file, line, n, "is given twice (first on line " + lines.get(n) + ")");
                        }
                        lines.put(n, line);
                    }
                    case "union" -> {
                        String n = attribute(r, file, line, "name");
                        if (knownTests.stream().anyMatch(t -> t.equalsIgnoreCase(n)) || unions.containsKey(n)) {
                            throw error(file, line, "union", "the name " + n + " is already a test's or a union's");
                        }
                        unions.put(n, split(attribute(r, file, line, "tests")));
                        unionLines.put(n, line);
                    }
                    case "model" -> {
                        String n = attribute(r, file, line, "name");
                        for (int a = 0; a < r.getAttributeCount(); a++) {
                            String at = r.getAttributeLocalName(a);
                            if (!List.of("name", "overheads", "collector", "wss", "recipe", "tasks")
                                    .contains(at)) {
                                throw error(
                                        file,
                                        line,
                                        at,
                                        "is not an attribute of <model> (name, overheads, collector, wss, recipe,"
                                                + " tasks)");
                            }
                        }
                        if (models.stream().anyMatch(m -> m.name().equals(n))) {
                            throw error(file, line, "model", n + " is given twice");
                        }
                        String wss = r.getAttributeValue(null, "wss");
                        String ownRecipe = r.getAttributeValue(null, "recipe");
                        Recipe modelRecipe = ownRecipe == null ? null : Recipes.get(ownRecipe);
                        if (ownRecipe != null && modelRecipe == null) {
                            throw error(
                                    file,
                                    line,
                                    "recipe",
                                    "no recipe '" + ownRecipe + "'; recipes: "
                                            + String.join(", ", Recipes.all().keySet()));
                        }
                        String tasks = r.getAttributeValue(null, "tasks");
                        models.add(new ModelSpec(
                                n,
                                r.getAttributeValue(null, "overheads"),
                                r.getAttributeValue(null, "collector"),
                                wss == null ? -1 : size(file, line, wss),
                                modelRecipe,
                                tasks == null ? Tasks.UP_TO_CAP : tasks(file, line, tasks)));
                    }
                    case "simulate" -> simulateSpecs.add(SimulateSpec.read(r, file, line));
                    default ->
                        throw error(file, line, el, "is not an element of an experiment (arg, union, model, simulate)");
                }
            }
        } catch (XMLStreamException e) {
            int line = e.getLocation() == null ? 0 : e.getLocation().getLineNumber();
            throw error(file, line, null, "is not well-formed XML: " + xmlProblem(e));
        }
        if (name == null) throw error(file, 0, null, "has no <experiment> element");
        for (String a : List.of("recipe", "cpus", "caps", "sets", "seed", "tests")) {
            if (a.equals("tests") && !simulateSpecs.isEmpty()) continue; // simulations alone are an experiment
            if (!args.containsKey(a))
                throw error(file, experimentLine, a, "is missing: <arg name=\"" + a + "\" value=...>");
        }
        Recipe recipe = Recipes.get(args.get("recipe"));
        if (recipe == null) {
            throw error(
                    file,
                    lines.get("recipe"),
                    "recipe",
                    "no recipe '" + args.get("recipe") + "'; recipes: "
                            + String.join(", ", Recipes.all().keySet()));
        }
        int cpus = (int) whole(file, lines, args, "cpus", 1, SchedArgs.MAX_CPUS);
        int sets = (int) whole(file, lines, args, "sets", 1, SchedArgs.MAX_EXPERIMENT_SETS);
        long seed = whole(file, lines, args, "seed", Long.MIN_VALUE, Long.MAX_VALUE);
        List<String> caps = caps(file, lines.get("caps"), args.get("caps"), cpus);
        if ((long) caps.size() * sets > SchedArgs.MAX_EXPERIMENT_SETS) {
            throw error(
                    file,
                    lines.get("sets"),
                    "sets",
                    String.format(
                            Locale.ROOT,
                            "%d sets at each of %d caps is %d sets, more than the %d an experiment may have (fewer"
                                    + " sets or fewer caps)",
                            sets,
                            caps.size(),
                            (long) caps.size() * sets,
                            SchedArgs.MAX_EXPERIMENT_SETS));
        }
        List<String> tests = new ArrayList<>();
        for (String t : split(args.getOrDefault("tests", ""))) {
            String known = knownTests.stream()
                    .filter(k -> k.equalsIgnoreCase(t))
                    .findFirst()
                    .orElse(null);
            if (known == null) {
                throw error(
                        file,
                        lines.get("tests"),
                        "tests",
                        "no test '" + t + "'; tests: " + String.join(", ", knownTests));
            }
            if (tests.contains(known)) throw error(file, lines.get("tests"), "tests", known + " is named twice");
            tests.add(known);
        }
        List<SimulatedScheduler> simulations = new ArrayList<>();
        for (SimulateSpec sim : simulateSpecs) {
            boolean taken = knownTests.stream().anyMatch(t -> t.equalsIgnoreCase(sim.name()))
                    || unions.keySet().stream().anyMatch(u -> u.equalsIgnoreCase(sim.name()))
                    || simulations.stream().anyMatch(x -> x.name().equalsIgnoreCase(sim.name()));
            if (taken) {
                throw error(
                        file,
                        sim.line(),
                        "name",
                        "'" + sim.name() + "' is already a test's, a union's or a" + " simulation's");
            }
            simulations.add(sim.build(file, cpus));
        }
        if (tests.isEmpty() && simulations.isEmpty()) {
            throw error(file, lines.get("tests"), "tests", "names no test (and there is no <simulate>)");
        }
        List<String> runs = new ArrayList<>(tests);
        simulations.forEach(x -> runs.add(x.name()));
        for (Map.Entry<String, List<String>> u : unions.entrySet()) {
            for (String t : u.getValue()) {
                if (runs.stream().noneMatch(x -> x.equalsIgnoreCase(t))) {
                    throw error(
                            file,
                            unionLines.get(u.getKey()),
                            "tests",
                            "union " + u.getKey() + " names " + t + ", which the experiment does not run (its tests"
                                    + " and simulations: " + String.join(",", runs) + ")");
                }
            }
        }
        String deadlines = args.getOrDefault("deadlines", "implicit");
        if (!deadlines.equals("implicit") && !deadlines.equals("constrained")) {
            throw error(file, lines.get("deadlines"), "deadlines", "'" + deadlines + "': implicit or constrained");
        }
        if (models.isEmpty()) models.add(new ModelSpec("ideal", null, null, -1, null, Tasks.UP_TO_CAP));
        long simulated = (long) caps.size() * sets * simulations.size() * models.size();
        if (simulated > SchedArgs.MAX_SIMULATED_SETS) {
            throw error(
                    file,
                    lines.get("sets"),
                    "sets",
                    String.format(
                            Locale.ROOT,
                            "%d caps x %d sets x %d simulations x %d models is %d simulated sets, more than the %d an"
                                    + " experiment may keep the metrics of",
                            caps.size(),
                            sets,
                            simulations.size(),
                            models.size(),
                            simulated,
                            SchedArgs.MAX_SIMULATED_SETS));
        }
        for (ModelSpec m : models) {
            for (String c : caps) {
                if (m.tasks().from() > 0 && Double.parseDouble(c) > m.tasks().from()) {
                    throw error(
                            file,
                            lines.get("caps"),
                            "caps",
                            "the cap " + c + " is above model " + m.name() + "'s "
                                    + m.tasks().from() + " tasks (each at most utilisation 1)");
                }
            }
        }
        return new Experiment(
                name,
                file,
                args.get("recipe"),
                recipe,
                cpus,
                caps,
                sets,
                seed,
                Collections.unmodifiableList(tests),
                Collections.unmodifiableList(simulations),
                deadlines.equals("constrained"),
                unions,
                models);
    }

    /** The most caps of an experiment. */
    static final int MAX_CAPS = 100_000;

    /**
     * The parser's words on what is wrong, on one line and without the position it repeats ({@code at [row,col
     * ...]}: the line is named already) or the parser's own prefix.
     */
    static String xmlProblem(XMLStreamException e) {
        String m = String.valueOf(e.getMessage()).replaceAll("(?s)^.*Message: ", "");
        m = m.replaceAll("(?s)\\s*at \\[row,col[^\\]]*\\].*$", "");
        m = Quoted.visible(m.replaceAll("\\s*[\\r\\n]+\\s*", " ").strip());
        return m.length() > 300 ? m.substring(0, 300) + "…" : m;
    }

    /** {@code from:to:step} ranges and single values, comma-separated, kept as exact decimal text. */
    static List<String> caps(Path file, int line, String text, int cpus) {
        List<String> out = new ArrayList<>();
        for (String part : split(text)) {
            try {
                String[] r = part.split(":");
                if (r.length == 1) {
                    if (r[0].strip().length() > SchedArgs.MAX_NUMBER_TEXT) throw new NumberFormatException();
                    out.add(new BigDecimal(r[0]).stripTrailingZeros().toPlainString());
                } else if (r.length == 3) {
                    BigDecimal from = new BigDecimal(r[0]);
                    BigDecimal to = new BigDecimal(r[1]);
                    BigDecimal step = new BigDecimal(r[2]);
                    if (step.signum() <= 0 || to.compareTo(from) < 0) {
                        throw error(
                                file, line, "caps", "'" + part + "': from:to:step wants from ≤ to and a step above 0");
                    }
                    int scale = Math.max(from.scale(), step.scale());
                    for (BigDecimal c = from; c.compareTo(to) <= 0; c = c.add(step)) {
                        out.add(c.setScale(scale).toPlainString());
                        if (out.size() >= MAX_CAPS) {
                            throw error(file, line, "caps", "'" + part + "' gives more than " + MAX_CAPS + " caps");
                        }
                    }
                } else {
                    throw error(file, line, "caps", Quoted.of(part) + " is neither a number nor from:to:step");
                }
            } catch (NumberFormatException e) {
                throw error(
                        file,
                        line,
                        "caps",
                        Quoted.of(part) + " is not a number of at most " + SchedArgs.MAX_NUMBER_TEXT + " characters");
            }
        }
        for (String c : out) {
            double v = Double.parseDouble(c);
            if (!(v > 0) || v > cpus) {
                throw error(
                        file,
                        line,
                        "caps",
                        String.format(
                                Locale.ROOT,
                                "the cap %s is outside (0, %d]: the" + " total utilisation of a set on %d CPUs",
                                c,
                                cpus,
                                cpus));
            }
        }
        if (out.isEmpty()) throw error(file, line, "caps", "gives no cap");
        return out;
    }

    /** A model's {@code tasks}: N, or a range from:to (each 1 or more, from ≤ to). */
    private static Tasks tasks(Path file, int line, String text) {
        String[] parts = text.strip().split(":", -1);
        int from = -1;
        int to = -1;
        try {
            if (parts.length <= 2) {
                from = Integer.parseInt(parts[0].strip());
                to = parts.length == 1 ? from : Integer.parseInt(parts[1].strip());
            }
        } catch (NumberFormatException e) {
            from = -1;
        }
        if (from < 1 || to < from || to > TaskSetFile.MAX_TASKS_PER_SET) {
            throw error(
                    file,
                    line,
                    "tasks",
                    Quoted.of(text) + " is not a number of tasks (1 to " + TaskSetFile.MAX_TASKS_PER_SET
                            + ") nor a range from:to (1 ≤ from ≤ to ≤ " + TaskSetFile.MAX_TASKS_PER_SET + ")");
        }
        return new Tasks(from, to);
    }

    /** Bytes, with an optional K, M or G (as the task-set file's wss column). */
    private static long size(Path file, int line, String text) {
        java.util.regex.Matcher m =
                java.util.regex.Pattern.compile("(\\d+)([KMG]?)").matcher(text.strip());
        if (!m.matches())
            throw error(file, line, "wss", Quoted.of(text) + " is not a size: bytes with an optional K, M or G");
        int shift = switch (m.group(2)) {
            case "K" -> 10;
            case "M" -> 20;
            case "G" -> 30;
            default -> 0;
        };
        if (m.group(1).length() > 19 || Long.parseLong(m.group(1)) > Long.MAX_VALUE >> shift) {
            throw error(file, line, "wss", Quoted.of(text) + " is too large: at most " + Long.MAX_VALUE + " bytes");
        }
        return Long.parseLong(m.group(1)) << shift;
    }

    private static long whole(
            Path file, Map<String, Integer> lines, Map<String, String> args, String a, long min, long max) {
        try {
            if (args.get(a).length() > SchedArgs.MAX_NUMBER_TEXT) throw new NumberFormatException();
            long v = Long.parseLong(args.get(a));
            if (v < min || v > max) {
                throw error(file, lines.get(a), a, args.get(a) + " is out of range " + min + " to " + max);
            }
            return v;
        } catch (NumberFormatException e) {
            throw error(file, lines.get(a), a, Quoted.of(args.get(a)) + " is not a whole number");
        }
    }

    private static List<String> split(String list) {
        List<String> out = new ArrayList<>();
        for (String s : list.split(",")) {
            if (!s.isBlank()) out.add(s.strip());
        }
        return out;
    }

    private static String attribute(XMLStreamReader r, Path file, int line, String attr) {
        String v = r.getAttributeValue(null, attr);
        if (v == null || v.isBlank()) {
            throw error(file, line, r.getLocalName(), "needs a " + attr + "=\"...\" attribute");
        }
        return v;
    }

    static ToolException error(Path file, int line, String field, String problem) {
        // What the file holds is quoted short and visible (an element's or attribute's name included).
        String f = field == null ? null : field.length() <= 80 ? Quoted.visible(field) : Quoted.of(field);
        String p = Quoted.visible(problem);
        return ToolException.input(file + (line > 0 ? ":" + line : "") + (f == null ? "" : ": field " + f) + ": "
                + (p.length() > 500 ? p.substring(0, 500) + "…" : p));
    }
}
