package rtjbench.core.args;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The checked, typed arguments of one run: one testapp at one sweep point. Immutable; saved with the
 * results so a results folder says exactly how to reproduce it.
 */
public final class Config {
    private final String testAppName;
    private final String benchmarkName;
    private final Map<String, ArgSpec> specs;
    private final Map<String, Object> values;
    private final Map<String, String> sweptValues;

    Config(String testAppName, String benchmarkName, Map<String, ArgSpec> specs, Map<String, Object> values,
           Map<String, String> sweptValues) {
        this.testAppName = testAppName;
        this.benchmarkName = benchmarkName;
        this.specs = Collections.unmodifiableMap(new LinkedHashMap<>(specs));
        this.values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
        this.sweptValues = Collections.unmodifiableMap(new LinkedHashMap<>(sweptValues));
    }

    /** Builds a config directly from values (tests, programmatic use); missing values take their defaults. */
    public static Config of(String benchmarkName, Iterable<ArgSpec> specs, Map<String, String> texts) {
        Map<String, ArgSpec> byName = new LinkedHashMap<>();
        Map<String, Object> values = new LinkedHashMap<>();
        for (ArgSpec spec : specs) {
            byName.put(spec.name(), spec);
            String text = texts.containsKey(spec.name()) ? texts.get(spec.name()) : spec.defaultText();
            values.put(spec.name(), spec.type().parse(text));
        }
        for (String name : texts.keySet()) {
            if (!byName.containsKey(name)) {
                throw new IllegalArgumentException("unknown argument '" + name + "' for " + benchmarkName);
            }
        }
        return new Config(benchmarkName, benchmarkName, byName, values, Collections.<String, String>emptyMap());
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

    public boolean has(String name) {
        return values.containsKey(name);
    }

    public Object get(String name) {
        Object value = values.get(name);
        if (value == null) {
            throw new IllegalArgumentException("no argument '" + name + "' in the config of " + benchmarkName);
        }
        return value;
    }

    /** Integer, size (bytes) and time (nanoseconds) arguments. */
    public long getLong(String name) {
        return (Long) get(name);
    }

    public int getInt(String name) {
        long value = getLong(name);
        if (value > Integer.MAX_VALUE || value < Integer.MIN_VALUE) {
            throw new IllegalArgumentException(name + "=" + value + " does not fit an int");
        }
        return (int) value;
    }

    public double getDouble(String name) {
        return (Double) get(name);
    }

    public boolean getBoolean(String name) {
        return (Boolean) get(name);
    }

    public String getString(String name) {
        return (String) get(name);
    }

    public CpuList getCpus(String name) {
        return (CpuList) get(name);
    }

    /** The text of one argument as the metadata records it. */
    public String text(String name) {
        return specs.get(name).type().format(get(name));
    }

    /** A copy with some values replaced (used by benchmarks that derive a run, e.g. a control run). */
    public Config with(String name, Object value) {
        if (!values.containsKey(name)) {
            throw new IllegalArgumentException("no argument '" + name + "' in the config of " + benchmarkName);
        }
        Map<String, Object> copy = new LinkedHashMap<>(values);
        copy.put(name, value);
        return new Config(testAppName, benchmarkName, specs, copy, sweptValues);
    }

    @Override
    public String toString() {
        return benchmarkName + asText();
    }
}
