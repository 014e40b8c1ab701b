package rtjbench.core.args;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Checks one testapp's arguments against the specs and expands its sweeps: a value may list several
 * values ({@code 1K,2K,4K}) or a range ({@code 1K..10K:1K}, {@code 32..16K:*2}, {@code 1..1/1024:/2});
 * the run repeats for every combination, the first swept argument varying slowest.
 */
public final class ConfigExpander {
    /**
     * One args file runs at most this many times (every sweep point of every testapp): the product of a few
     * long sweeps is refused with its count, before a single point is made, rather than hanging while they are.
     */
    public static final int MAX_RUNS = 10_000;

    private final List<ArgSpec<?>> specs;

    public ConfigExpander(List<ArgSpec<?>> specs) {
        this.specs = specs;
    }

    public List<Config> expand(ArgsDocument doc, ArgsDocument.TestApp app) throws ArgsException {
        return expand(doc, app, 0);
    }

    /**
     * As {@link #expand(ArgsDocument, ArgsDocument.TestApp)}, where the testapps before this one in the file
     * already make {@code runsBefore} runs: together they may not exceed {@link #MAX_RUNS}.
     */
    public List<Config> expand(ArgsDocument doc, ArgsDocument.TestApp app, int runsBefore) throws ArgsException {
        Map<String, ArgSpec<?>> byName = new LinkedHashMap<>();
        for (ArgSpec<?> spec : specs) {
            byName.put(spec.name(), spec);
        }
        Map<String, List<Object>> choices = new LinkedHashMap<>();
        Map<String, List<String>> choiceTexts = new LinkedHashMap<>();
        for (ArgsDocument.Arg arg : app.args()) {
            ArgSpec<?> spec = byName.get(arg.name());
            String where = doc.file() + ":" + arg.line();
            if (spec == null) {
                throw new ArgsException(where + ": unknown argument '" + arg.name() + "' for testapp '" + app.name()
                        + "'; known arguments: " + String.join(", ", byName.keySet()));
            }
            List<Object> values = new ArrayList<>();
            try {
                for (String text : splitSweep(spec.type(), arg.value())) {
                    values.addAll(expandOne(spec.type(), text));
                    ArgType.checkCount(values);
                }
            } catch (IllegalArgumentException e) {
                throw new ArgsException(where + ": argument '" + arg.name() + "' of testapp '" + app.name()
                        + "' has a bad value '" + arg.value() + "': " + e.getMessage() + " (allowed: "
                        + spec.type().allowed() + ")");
            }
            if (values.isEmpty()) {
                throw new ArgsException(
                        where + ": argument '" + arg.name() + "' of testapp '" + app.name() + "' has no value");
            }
            choices.put(spec.name(), values);
            List<String> texts = new ArrayList<>();
            for (Object v : values) {
                texts.add(spec.type().format(v));
            }
            choiceTexts.put(spec.name(), texts);
        }
        Map<String, Object> defaults = new LinkedHashMap<>();
        for (ArgSpec<?> spec : specs) {
            if (!choices.containsKey(spec.name())) {
                defaults.put(spec.name(), spec.type().parse(spec.defaultText()));
            }
        }
        checkRuns(doc, app, choices, runsBefore);
        List<Config> points = new ArrayList<>();
        List<String> names = new ArrayList<>(choices.keySet());
        combine(
                app,
                byName,
                names,
                0,
                choices,
                choiceTexts,
                new LinkedHashMap<String, Object>(),
                new LinkedHashMap<String, String>(),
                defaults,
                points);
        return points;
    }

    /** Counts the points (the product of every swept argument's values) before any is made. */
    private static void checkRuns(
            ArgsDocument doc, ArgsDocument.TestApp app, Map<String, List<Object>> choices, int runsBefore)
            throws ArgsException {
        BigInteger points = BigInteger.ONE;
        StringBuilder product = new StringBuilder();
        for (Map.Entry<String, List<Object>> e : choices.entrySet()) {
            int n = e.getValue().size();
            if (n > 1) {
                points = points.multiply(BigInteger.valueOf(n));
                product.append(product.length() == 0 ? "" : " x ")
                        .append(e.getKey())
                        .append(" (")
                        .append(n)
                        .append(" values)");
            }
        }
        BigInteger runs = points.add(BigInteger.valueOf(runsBefore));
        if (runs.compareTo(BigInteger.valueOf(MAX_RUNS)) > 0) {
            throw new ArgsException(doc.file() + ":" + app.line() + ": testapp '" + app.name() + "' sweeps " + product
                    + " = " + points + " points"
                    + (runsBefore == 0 ? "" : ", " + runs + " runs with the " + runsBefore + " before it in the file")
                    + "; an args file runs at most " + MAX_RUNS
                    + " (one run a point): narrow a sweep or split the file");
        }
    }

    private void combine(
            ArgsDocument.TestApp app,
            Map<String, ArgSpec<?>> byName,
            List<String> names,
            int depth,
            Map<String, List<Object>> choices,
            Map<String, List<String>> texts,
            Map<String, Object> chosen,
            Map<String, String> swept,
            Map<String, Object> defaults,
            List<Config> out) {
        if (depth == names.size()) {
            Map<String, Object> values = new LinkedHashMap<>();
            for (ArgSpec<?> spec : specs) {
                values.put(
                        spec.name(),
                        chosen.containsKey(spec.name()) ? chosen.get(spec.name()) : defaults.get(spec.name()));
            }
            out.add(new Config(app.name(), app.benchmarkName(), byName, values, swept, chosen.keySet()));
            return;
        }
        String name = names.get(depth);
        List<Object> values = choices.get(name);
        for (int i = 0; i < values.size(); i++) {
            Map<String, Object> nextChosen = new LinkedHashMap<>(chosen);
            nextChosen.put(name, values.get(i));
            Map<String, String> nextSwept = new LinkedHashMap<>(swept);
            if (values.size() > 1) {
                nextSwept.put(name, texts.get(name).get(i));
            }
            combine(app, byName, names, depth + 1, choices, texts, nextChosen, nextSwept, defaults, out);
        }
    }

    private static List<String> splitSweep(ArgType<?> type, String value) {
        String separator = type.listSeparator();
        if (separator == null) {
            return Arrays.asList(value);
        }
        List<String> parts = new ArrayList<>();
        for (String part : TextSplit.around(value, separator)) {
            parts.add(part.trim());
        }
        if (parts.size() > 1) {
            for (String part : parts) {
                if (part.isEmpty()) {
                    throw new IllegalArgumentException("empty value in the list");
                }
            }
        }
        return parts;
    }

    private static List<?> expandOne(ArgType<?> type, String text) {
        int dots = text.indexOf("..");
        if (dots < 0 || !type.supportsRange()) {
            return Arrays.asList(type.parse(text));
        }
        String from = text.substring(0, dots);
        String rest = text.substring(dots + 2);
        int colon = rest.indexOf(':');
        if (colon < 0) {
            throw new IllegalArgumentException("a range needs a step: from..to:step (e.g. 1K..10K:1K or 32..16K:*2)");
        }
        List<?> values = type.range(
                from, rest.substring(0, colon), rest.substring(colon + 1).trim());
        if (values.isEmpty()) {
            throw new IllegalArgumentException("the range '" + text + "' is empty");
        }
        return values;
    }
}
