package rtjbench.tools.cli;

import java.io.PrintStream;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The progress of a long command on the error stream, in the runner's form ({@code [3/32] what}: units done
 * of all): quiet for the first {@link #QUIET_NANOS}, so a command that ends at once prints nothing but its
 * answer; then, piped, one line as each unit ends and, every {@link #PIPED_TICK_MILLIS}, one naming the units
 * still running and how long each has run; on a terminal, that line rewritten in place every second, as the
 * runner's point line is. Units may run on many
 * threads at once. Nothing here is on the standard output, which carries the command's answer alone.
 */
public final class ProgressLine implements AutoCloseable {
    /** How long a command runs before it says anything of its progress: 2 s. */
    public static final long QUIET_NANOS = 2_000_000_000L;
    /** How often, piped, a line names the units still running: 10 s. */
    public static final long PIPED_TICK_MILLIS = 10_000;
    /** Back to the line's start and clear it: the line is rewritten in place on a terminal. */
    private static final String REWRITE = "\r\033[K";

    private final PrintStream err;
    private final int total;
    private final boolean live;
    private final long start = System.nanoTime();
    private final AtomicInteger done = new AtomicInteger();
    private final Map<String, Long> running = new ConcurrentHashMap<>();
    private final Thread ticker;
    private final long quietNanos;
    private final long tickMillis;
    /** Whether a live line is on the screen, unfinished. */
    private volatile boolean open;

    /** {@code total} units to come; {@code live}: rewrite one line in place (a terminal) rather than print lines. */
    public ProgressLine(PrintStream err, int total, boolean live) {
        this(err, total, live, QUIET_NANOS, PIPED_TICK_MILLIS);
    }

    /** As above, quiet for {@code quietNanos} and, piped, naming the running units every {@code tickMillis}. */
    ProgressLine(PrintStream err, int total, boolean live, long quietNanos, long tickMillis) {
        this.err = err;
        this.total = total;
        this.live = live;
        this.quietNanos = quietNanos;
        this.tickMillis = tickMillis;
        ticker = new Thread(this::tick, "rtjbench-progress");
        ticker.setDaemon(true);
        ticker.start();
    }

    /** On the error stream, rewritten in place where the error stream is a terminal. */
    public static ProgressLine onStderr(int total) {
        return new ProgressLine(System.err, total, System.console() != null);
    }

    /** A unit begins (named as the line shows it: {@code set 1 BAK}). */
    public void started(String unit) {
        running.put(unit, System.nanoTime());
    }

    /** A unit ended with {@code outcome} (a verdict, say); piped, its line once the quiet time has passed. */
    public void finished(String unit, String outcome) {
        Long began = running.remove(unit);
        int n = done.incrementAndGet();
        long now = System.nanoTime();
        if (live || now - start < quietNanos) return;
        synchronized (err) {
            err.printf(
                    Locale.ROOT,
                    "[%d/%d] %s: %s (%.1f s; %.0f s so far)%n",
                    n,
                    total,
                    unit,
                    outcome,
                    began == null ? 0.0 : (now - began) / 1e9,
                    (now - start) / 1e9);
        }
    }

    private void tick() {
        try {
            while (!Thread.currentThread().isInterrupted()) {
                Thread.sleep(live ? Math.min(1000, tickMillis) : tickMillis);
                long now = System.nanoTime();
                if (now - start < quietNanos || running.isEmpty() && !live) continue;
                StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "[%d/%d]", done.get(), total));
                running.forEach((unit, began) ->
                        sb.append(String.format(Locale.ROOT, " %s %.0f s,", unit, (now - began) / 1e9)));
                sb.setLength(sb.length() - (sb.charAt(sb.length() - 1) == ',' ? 1 : 0));
                sb.append(String.format(Locale.ROOT, " (%.0f s so far)", (now - start) / 1e9));
                synchronized (err) {
                    if (live) {
                        err.print(REWRITE + sb);
                        open = true;
                    } else {
                        err.println(sb.insert(sb.indexOf("]") + 1, " running:"));
                    }
                    err.flush();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Stops the line and clears it on a terminal. */
    @Override
    public void close() {
        ticker.interrupt();
        try {
            ticker.join(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        synchronized (err) {
            if (open) {
                err.print(REWRITE);
                err.flush();
                open = false;
            }
        }
    }
}
