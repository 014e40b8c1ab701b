package rtjbench.core.run.plan;

import java.util.Map;
import java.util.ServiceLoader;
import java.util.TreeMap;
import rtjbench.core.args.ArgsException;
import rtjbench.core.bench.Benchmark;

/** The benchmarks on the classpath, found through ServiceLoader, by name. */
public final class Benchmarks {
    private final Map<String, Benchmark> byName = new TreeMap<>();

    public Benchmarks(Iterable<Benchmark> benchmarks) {
        for (Benchmark b : benchmarks) {
            Benchmark previous = byName.put(b.name(), b);
            if (previous != null) {
                throw new IllegalStateException("two benchmarks are named '" + b.name() + "': "
                        + previous.getClass().getName() + " and " + b.getClass().getName());
            }
        }
    }

    public static Benchmarks onClasspath() {
        return new Benchmarks(ServiceLoader.load(Benchmark.class));
    }

    public Map<String, Benchmark> all() {
        return byName;
    }

    public Benchmark get(String name, String where) throws ArgsException {
        Benchmark b = byName.get(name);
        if (b == null) {
            throw new ArgsException(
                    where + ": unknown testapp '" + name + "'; this build has: " + String.join(", ", byName.keySet()));
        }
        return b;
    }
}
