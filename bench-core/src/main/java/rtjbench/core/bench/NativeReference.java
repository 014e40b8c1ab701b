package rtjbench.core.bench;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import rtjbench.core.args.Config;
import rtjbench.core.support.ConfigException;
import rtjbench.core.support.UnsupportedHereException;

/**
 * The C twin of a testapp: a program in the project's {@code native-refs/} folder that measures what the
 * testapp measures, the same way, in C. Found with {@link java.util.ServiceLoader} beside the benchmark it
 * mirrors, so the mapping from the testapp's arguments to the program's is written where those arguments
 * are declared. The driver ({@code bin/c-refs}) builds the program, holds PM QoS and reads the platform as
 * the runner does, and writes the samples in the results format (docs/results-format.md).
 */
public interface NativeReference {
    /** The testapp mirrored, as {@link Benchmark#name()}. */
    String testapp();

    /** The program: {@code native-refs/<program>.c}. */
    String program();

    /**
     * The program's {@code key=value} arguments for this point (see {@link NativeArguments}), all but
     * {@code out}, which the driver adds. Asked once when planning and again to run.
     *
     * @throws UnsupportedHereException where the point has no C twin (a handler or lock kind the program does
     *                                  not mirror), saying why
     */
    List<String> arguments(Config config, RunEnvironment env) throws ConfigException;

    /** The workload block of the metadata: what is timed and how, as the benchmark's own says it. */
    Map<String, Object> facts(Config config);

    /**
     * cyclictest's options for this point beyond those the driver derives from the common arguments
     * ({@code -m -p --policy -t -a -l -h -q -d0 --laptop}), or null where cyclictest does not measure
     * what this testapp does.
     *
     * @throws UnsupportedHereException where cyclictest cannot run this point, saying why
     */
    List<String> cyclictestOptions(Config config) throws UnsupportedHereException;

    /**
     * Further programs of {@code native-refs/} run right after this point's own, each as its program name
     * followed by its {@code key=value} arguments (the core-to-core limit beside {@code dispatch}); their
     * {@code fact} lines join the point's metadata and their {@code print} lines go to the console. None by
     * default.
     */
    default List<List<String>> companions(Config config, RunEnvironment env) throws ConfigException {
        return Collections.emptyList();
    }
}
