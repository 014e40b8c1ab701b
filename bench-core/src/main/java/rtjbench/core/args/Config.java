package rtjbench.core.args;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import rtjbench.core.os.CpuList;

/**
 * The checked, typed arguments of one run: one testapp at one sweep point. Immutable; saved with the
 * results so a results folder says exactly how to reproduce it.
 */
public final class Config {
    private final String testAppName;
    private final String benchmarkName;
    private final Map<String, ArgSpec<?>> specs;
    private final Map<String, Object> values;
    private final Map<String, String> sweptValues;
    private final Set<String> given;

    Config(
            String testAppName,
            String benchmarkName,
            Map<String, ArgSpec<?>> specs,
            Map<String, Object> values,
            Map<String, String> sweptValues,
            Set<String> given) {
        this.testAppName = testAppName;
        this.benchmarkName = benchmarkName;
        this.specs = Collections.unmodifiableMap(new LinkedHashMap<>(specs));
        this.values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
        this.sweptValues = Collections.unmodifiableMap(new LinkedHashMap<>(sweptValues));
        this.given = Collections.unmodifiableSet(new LinkedHashSet<>(given));
    }

    /**
     * Builds a config directly from values (tests, programmatic use); missing values take their defaults, and the
     * ones in {@code texts} count as {@link #given}.
     */
    public static Config of(String benchmarkName, Iterable<? extends ArgSpec<?>> specs, Map<String, String> texts) {
        return of(benchmarkName, benchmarkName, specs, texts, Collections.<String, String>emptyMap());
    }

    /**
     * A config of testapp {@code testAppName} from the texts {@link #asText} printed (missing values take their
     * defaults) and the sweep point it was: how a fork gets the point its runner planned.
     */
    public static Config of(
            String testAppName,
            String benchmarkName,
            Iterable<? extends ArgSpec<?>> specs,
            Map<String, String> texts,
            Map<String, String> sweptValues) {
        Map<String, ArgSpec<?>> byName = new LinkedHashMap<>();
        Map<String, Object> values = new LinkedHashMap<>();
        for (ArgSpec<?> spec : specs) {
            byName.put(spec.name(), spec);
            String text = texts.containsKey(spec.name()) ? texts.get(spec.name()) : spec.defaultText();
            values.put(spec.name(), spec.type().parse(text));
        }
        for (String name : texts.keySet()) {
            if (!byName.containsKey(name)) {
                throw new IllegalArgumentException("unknown argument '" + name + "' for " + benchmarkName);
            }
        }
        return new Config(testAppName, benchmarkName, byName, values, sweptValues, texts.keySet());
    }

    public String testAppName() {
        return testAppName;
    }

    public String benchmarkName() {
        return benchmarkName;
    }

    /** The swept arguments and their values at this point, in args-file order; empty without a sweep. */
    public Map<String, String> sweptValues() {
        return sweptValues;
    }

    /** Every argument, printed so it parses back: what the metadata records. */
    public Map<String, String> asText() {
        Map<String, String> text = new LinkedHashMap<>();
        for (Map.Entry<String, Object> e : values.entrySet()) {
            text.put(e.getKey(), specs.get(e.getKey()).type().format(e.getValue()));
        }
        return text;
    }

    /**
     * Whether the args file gave {@code spec} a value (rather than its default): what a benchmark's {@code settle}
     * reads where an argument's default depends on another's value, or two given arguments contradict each other.
     * A value a benchmark derives ({@link #with}) does not count as given; a fork's config, made from every value
     * the runner recorded, has each one given.
     */
    public boolean given(ArgSpec<?> spec) {
        get(spec); // the argument belongs to this config
        return given.contains(spec.name());
    }

    public boolean has(String name) {
        return values.containsKey(name);
    }

    /** The value of {@code spec}, of the type it was declared with. */
    public <T> T get(ArgSpec<T> spec) {
        Object value = values.get(spec.name());
        ArgSpec<?> declared = specs.get(spec.name());
        if (value == null || declared.type().getClass() != spec.type().getClass()) {
            throw new IllegalArgumentException("no argument '" + spec.name() + "' in the config of " + benchmarkName);
        }
        @SuppressWarnings("unchecked") // the value was parsed by a spec of this name and kind of type
        T typed = (T) value;
        return typed;
    }

    /** Integer, size (bytes) and time (nanoseconds) arguments. */
    public long getLong(ArgSpec<Long> spec) {
        return get(spec);
    }

    public int getInt(ArgSpec<Long> spec) {
        long value = get(spec);
        if (value > Integer.MAX_VALUE || value < Integer.MIN_VALUE) {
            throw new IllegalArgumentException(spec.name() + "=" + value + " does not fit an int");
        }
        return (int) value;
    }

    public double getDouble(ArgSpec<Double> spec) {
        return get(spec);
    }

    public boolean getBoolean(ArgSpec<Boolean> spec) {
        return get(spec);
    }

    public String getString(ArgSpec<String> spec) {
        return get(spec);
    }

    public CpuList getCpus(ArgSpec<CpuList> spec) {
        return get(spec);
    }

    /** The text of one argument as the metadata records it. */
    public String text(ArgSpec<?> spec) {
        return spec.type().format(get(spec));
    }

    /**
     * A copy with one value replaced (benchmarks that derive a run, e.g. a control run), checked as the parser
     * checks an args file's text: a value its type would refuse (out of range, not a choice) is refused here.
     */
    public <T> Config with(ArgSpec<T> spec, T value) {
        get(spec); // the argument belongs to this config
        String text = spec.type().format(value);
        T checked = spec.type().parse(text);
        Map<String, Object> copy = new LinkedHashMap<>(values);
        copy.put(spec.name(), checked);
        return new Config(testAppName, benchmarkName, specs, copy, sweptValues, given);
    }

    @Override
    public String toString() {
        return benchmarkName + asText();
    }
}
