package rtjbench.tools.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Independent jobs (a run's statistics and charts, say) done on a pool of threads, their results handed back in
 * the order the inputs were given, so what a command prints does not depend on which job finished first.
 *
 * <p>The pool has more threads than CPUs: each job ends by writing its files, and every file is forced to disk
 * before it is renamed into place ({@link Outputs}), a few milliseconds each on a virtual disk. While one thread
 * waits for the disk the others compute, and the disk takes the waiting threads' syncs together (a test of 384
 * files of 20 KB here: 0.6-0.9 s forced one at a time, 0.1 s from eight threads).
 */
public final class Parallel {
    /** Threads at most: enough for the syncs of eight files to overlap, and every CPU busy on larger machines. */
    public static final int THREADS = Math.max(8, Runtime.getRuntime().availableProcessors());

    private Parallel() {}

    /** One job: what is made of one input. */
    public interface Job<T, R> {
        R apply(T input) throws Exception;
    }

    /**
     * {@code job} applied to every input, at most {@link #THREADS} at once; the results in input order. Where jobs
     * fail, the failure of the first in input order is thrown as it was thrown (a {@link ToolException} keeps its
     * exit status), and the jobs not yet started are cancelled.
     */
    public static <T, R> List<R> map(List<T> inputs, Job<T, R> job) throws Exception {
        if (inputs.size() <= 1) {
            List<R> out = new ArrayList<>();
            for (T in : inputs) out.add(job.apply(in));
            return out;
        }
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(inputs.size(), THREADS), r -> {
            Thread t = new Thread(r, "rtjbench-job");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<R>> futures = new ArrayList<>();
            for (T in : inputs) futures.add(pool.submit(() -> job.apply(in)));
            List<R> out = new ArrayList<>();
            for (Future<R> f : futures) {
                try {
                    out.add(f.get());
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof Exception cause) throw cause;
                    if (e.getCause() instanceof Error err) throw err;
                    throw e;
                }
            }
            return out;
        } finally {
            pool.shutdownNow();
        }
    }
}
