package rtjbench.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import rtjbench.core.args.ArgSpec;
import rtjbench.core.args.ArgType;
import rtjbench.core.args.Config;
import rtjbench.core.bench.Benchmark;
import rtjbench.core.bench.RunEnvironment;
import rtjbench.core.bench.Workload;
import rtjbench.core.run.ArgsReference;
import rtjbench.core.run.plan.Benchmarks;

/**
 * docs/args.md is what the argument declarations give: the testapps the product registers (each module's
 * {@code META-INF/services} file in src/main) and the common arguments, written by {@link ArgsReference}. A
 * declaration changed without regenerating the file fails here, naming the command that regenerates it.
 */
class ArgsReferenceTest {
    private static final String SERVICES = "src/main/resources/META-INF/services/" + Benchmark.class.getName();

    private final Path root = Paths.get(System.getProperty("rtjbench.root", ".."));

    @Test
    void theCommittedReferenceIsWhatTheDeclarationsGive() throws Exception {
        String generated = ArgsReference.markdown(productBenchmarks());
        Path file = root.resolve("docs").resolve("args.md");
        String committed = Files.exists(file) ? new String(Files.readAllBytes(file), StandardCharsets.UTF_8) : "";
        if (!generated.equals(committed)) {
            fail("docs/args.md differs from the argument declarations (" + firstDifference(committed, generated)
                    + "); regenerate it with: mvn -q package -DskipTests && " + ArgsReference.COMMAND);
        }
    }

    @Test
    void everyRegisteredTestappHasItsSection() throws Exception {
        Benchmarks product = productBenchmarks();
        assertTrue(
                product.all().size() >= 12, "testapps found: " + product.all().keySet());
        String md = ArgsReference.markdown(product);
        for (Benchmark b : product.all().values()) {
            assertTrue(md.contains("\n## " + b.name() + "\n"), b.name());
            for (ArgSpec<?> arg : b.arguments()) {
                assertTrue(md.contains("| `" + arg.name() + "` |"), b.name() + "." + arg.name());
            }
        }
        assertFalse(md.contains("testop"), "a test benchmark reached the reference");
    }

    @Test
    void aChangedDeclarationChangesTheReference() throws Exception {
        // What the drift check rests on: a default, a range or a description changed in the code is a different file.
        Benchmarks one = new Benchmarks(Collections.<Benchmark>singletonList(new Probe("1K")));
        Benchmarks other = new Benchmarks(Collections.<Benchmark>singletonList(new Probe("2K")));
        assertNotEquals(ArgsReference.markdown(one), ArgsReference.markdown(other));
        assertTrue(
                ArgsReference.markdown(one).contains("| `probe_size` | `1K` | a size from 0 to 1G | Bytes a \\| b |"));
        assertEquals(ArgsReference.markdown(one), ArgsReference.markdown(one), "the same code, the same file");
    }

    /** The testapps the product registers: each module's main services file, never a test's. */
    private Benchmarks productBenchmarks() throws IOException, ReflectiveOperationException {
        List<Benchmark> found = new ArrayList<>();
        List<Path> modules;
        try (Stream<Path> dirs = Files.list(root)) {
            modules = dirs.filter(d -> Files.isRegularFile(d.resolve(SERVICES)))
                    .sorted()
                    .collect(Collectors.toList());
        }
        assertFalse(modules.isEmpty(), "no module of " + root.toAbsolutePath() + " registers a testapp");
        for (Path module : modules) {
            for (String line : Files.readAllLines(module.resolve(SERVICES), StandardCharsets.UTF_8)) {
                String name = line.replaceAll("#.*", "").trim();
                if (!name.isEmpty()) {
                    found.add((Benchmark)
                            Class.forName(name).getDeclaredConstructor().newInstance());
                }
            }
        }
        return new Benchmarks(found);
    }

    private static String firstDifference(String committed, String generated) {
        List<String> a = Arrays.asList(committed.split("\n", -1));
        List<String> b = Arrays.asList(generated.split("\n", -1));
        for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
            String was = i < a.size() ? a.get(i) : "(end of file)";
            String is = i < b.size() ? b.get(i) : "(end of file)";
            if (!was.equals(is)) {
                return "line " + (i + 1) + ": the file has '" + was + "', the code gives '" + is + "'";
            }
        }
        return "line endings";
    }

    /** A testapp of one argument, for the reference's own behaviour. */
    private static final class Probe implements Benchmark {
        private final String defaultSize;

        Probe(String defaultSize) {
            this.defaultSize = defaultSize;
        }

        @Override
        public String name() {
            return "probe";
        }

        @Override
        public String description() {
            return "A testapp that only declares.";
        }

        @Override
        public List<ArgSpec<?>> arguments() {
            return Collections.<ArgSpec<?>>singletonList(
                    ArgSpec.of("probe_size", ArgType.size(0, 1L << 30), defaultSize, "Bytes a | b"));
        }

        @Override
        public void check(Config config, RunEnvironment env) {}

        @Override
        public Workload prepare(Config config, RunEnvironment env) {
            throw new UnsupportedOperationException("declares only");
        }
    }
}
