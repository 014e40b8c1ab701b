package rtjbench.tools.sched;

import static rtjbench.tools.sched.Experiment.error;
import static rtjbench.tools.sched.ExperimentValues.split;
import static rtjbench.tools.sched.ExperimentValues.whole;

import java.io.IOException;
import java.io.InputStream;
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
import rtjbench.sched.model.TaskSetFile;
import rtjbench.sched.sim.SimulatedScheduler;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.sched.Experiment.ModelSpec;
import rtjbench.tools.sched.Experiment.Tasks;

/**
 * Reads an experiment file ({@link Experiment}) in two steps: the elements as they come, a reader each
 * ({@code <arg>}, {@code <union>}, {@code <model>}, {@code <simulate>}), then the whole checked once every
 * element is known (the CPU count a simulation needs, the tests a union names).
 */
final class ExperimentReader {
    /** The largest experiment file read: an experiment is a page of XML; a larger file is refused unread. */
    static final long MAX_BYTES = 1 << 20;

    private static final List<String> ARGS = List.of("recipe", "cpus", "caps", "sets", "seed", "tests", "deadlines");
    private static final List<String> MODEL_ATTRIBUTES =
            List.of("name", "overheads", "collector", "wss", "recipe", "tasks");

    private final Path file;
    private final List<String> knownTests;
    private final Map<String, String> args = new LinkedHashMap<>();
    private final Map<String, Integer> lines = new LinkedHashMap<>();
    private final Map<String, List<String>> unions = new LinkedHashMap<>();
    private final Map<String, Integer> unionLines = new LinkedHashMap<>();
    private final List<ModelSpec> models = new ArrayList<>();
    private final List<SimulateSpec> simulateSpecs = new ArrayList<>();
    private String name;
    private int experimentLine;

    private ExperimentReader(Path file, List<String> knownTests) {
        this.file = file;
        this.knownTests = knownTests;
    }

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
        ExperimentReader reader = new ExperimentReader(file, knownTests);
        reader.readElements();
        return reader.build();
    }

    private void readElements() throws IOException {
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
                    name = attribute(r, line, "name");
                    experimentLine = line;
                    continue;
                }
                if (depth > 2) throw error(file, line, el, "elements do not nest inside <" + el + ">");
                switch (el) {
                    case "arg" -> readArg(r, line);
                    case "union" -> readUnion(r, line);
                    case "model" -> readModel(r, line);
                    case "simulate" -> simulateSpecs.add(SimulateSpec.read(r, file, line));
                    default ->
                        throw error(file, line, el, "is not an element of an experiment (arg, union, model, simulate)");
                }
            }
        } catch (XMLStreamException e) {
            int line = e.getLocation() == null ? 0 : e.getLocation().getLineNumber();
            throw error(file, line, null, "is not well-formed XML: " + ExperimentValues.xmlProblem(e));
        }
    }

    private void readArg(XMLStreamReader r, int line) {
        String n = attribute(r, line, "name");
        if (!ARGS.contains(n)) {
            throw error(file, line, n, "is not an experiment argument; they are " + String.join(", ", ARGS));
        }
        if (args.put(n, attribute(r, line, "value").strip()) != null) {
            throw error(file, line, n, "is given twice (first on line " + lines.get(n) + ")");
        }
        lines.put(n, line);
    }

    private void readUnion(XMLStreamReader r, int line) {
        String n = attribute(r, line, "name");
        if (knownTests.stream().anyMatch(t -> t.equalsIgnoreCase(n)) || unions.containsKey(n)) {
            throw error(file, line, "union", "the name " + n + " is already a test's or a union's");
        }
        unions.put(n, split(attribute(r, line, "tests")));
        unionLines.put(n, line);
    }

    private void readModel(XMLStreamReader r, int line) {
        String n = attribute(r, line, "name");
        for (int a = 0; a < r.getAttributeCount(); a++) {
            String at = r.getAttributeLocalName(a);
            if (!MODEL_ATTRIBUTES.contains(at)) {
                throw error(
                        file,
                        line,
                        at,
                        "is not an attribute of <model> (name, overheads, collector, wss, recipe, tasks)");
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
                wss == null ? -1 : ExperimentValues.size(file, line, wss),
                modelRecipe,
                tasks == null ? Tasks.UP_TO_CAP : ExperimentValues.tasks(file, line, tasks)));
    }

    /** The experiment, once every element is read: the arguments checked against each other. */
    private Experiment build() {
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
        List<String> caps = ExperimentValues.caps(file, lines.get("caps"), args.get("caps"), cpus);
        checkSetCount(caps.size(), sets);
        List<String> tests = tests();
        List<SimulatedScheduler> simulations = simulations(cpus);
        if (tests.isEmpty() && simulations.isEmpty()) {
            throw error(file, lines.get("tests"), "tests", "names no test (and there is no <simulate>)");
        }
        checkUnions(tests, simulations);
        String deadlines = args.getOrDefault("deadlines", "implicit");
        if (!deadlines.equals("implicit") && !deadlines.equals("constrained")) {
            throw error(file, lines.get("deadlines"), "deadlines", "'" + deadlines + "': implicit or constrained");
        }
        if (models.isEmpty()) models.add(new ModelSpec("ideal", null, null, -1, null, Tasks.UP_TO_CAP));
        checkSimulatedCount(caps.size(), sets, simulations.size());
        checkModelCaps(caps);
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

    private void checkSetCount(int caps, int sets) {
        if ((long) caps * sets > SchedArgs.MAX_EXPERIMENT_SETS) {
            throw setsError(
                    "%d sets at each of %d caps is %d sets, more than the %d an experiment may have (fewer sets or"
                            + " fewer caps)",
                    sets, caps, (long) caps * sets, SchedArgs.MAX_EXPERIMENT_SETS);
        }
    }

    /** An error on the experiment's {@code sets} line: too many sets for the bound it names. */
    private ToolException setsError(String format, Object... args) {
        return error(file, lines.get("sets"), "sets", String.format(Locale.ROOT, format, args));
    }

    /** The {@code tests} argument's tests, each named as the catalog names it, none twice. */
    private List<String> tests() {
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
        return tests;
    }

    /** The {@code <simulate>} elements on {@code cpus} CPUs, each named unlike any test, union or other one. */
    private List<SimulatedScheduler> simulations(int cpus) {
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
        return simulations;
    }

    /** Every test a union names is one the experiment runs (a test or a simulation). */
    private void checkUnions(List<String> tests, List<SimulatedScheduler> simulations) {
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
    }

    private void checkSimulatedCount(int caps, int sets, int simulations) {
        long simulated = (long) caps * sets * simulations * models.size();
        if (simulated > SchedArgs.MAX_SIMULATED_SETS) {
            throw setsError(
                    "%d caps x %d sets x %d simulations x %d models is %d simulated sets, more than the %d an"
                            + " experiment may keep the metrics of",
                    caps, sets, simulations, models.size(), simulated, SchedArgs.MAX_SIMULATED_SETS);
        }
    }

    /** A model with a fixed task count cannot reach a cap above it (each task at most utilisation 1). */
    private void checkModelCaps(List<String> caps) {
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
    }

    private String attribute(XMLStreamReader r, int line, String attr) {
        String v = r.getAttributeValue(null, attr);
        if (v == null || v.isBlank()) {
            throw error(file, line, r.getLocalName(), "needs a " + attr + "=\"...\" attribute");
        }
        return v;
    }
}
