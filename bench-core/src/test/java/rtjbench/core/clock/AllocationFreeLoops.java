package rtjbench.core.clock;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.LockSupport;
import rtjbench.core.bench.SampleBuffer;
import rtjbench.core.bench.StopFlag;
import rtjbench.core.bench.ThreadContext;
import rtjbench.core.bench.TimedLoop;
import rtjbench.core.bench.TimedOperation;
import rtjbench.core.bench.Warmup;
import rtjbench.core.jvm.CompilationSource;
import rtjbench.core.os.CpuList;
import rtjbench.core.record.HistogramSink;
import rtjbench.core.testing.SingleThread;

/**
 * Run in a forked VM under Epsilon GC (no collection ever) with a small heap and no TLABs by
 * {@link AllocationFreeLoopsTest}: every timed loop of the harness and every clock path, warmed up, then
 * run for many iterations while the heap in use is watched. The timed loop also records into a
 * {@code record=histogram} sink while another thread takes its interval histograms, as the writer does. One allocated object per iteration would take
 * more than the whole heap; the exit status and the last line say what happened.
 */
public final class AllocationFreeLoops {
    static final int ITERATIONS = 300_000; // an object an iteration, 16 bytes at least: 4.8 MB, far above ALLOWED_BYTES
    static final long ALLOWED_BYTES = 256 * 1024;

    static volatile long sink;
    static volatile boolean swapping = true;

    private static final CompilationSource NOTHING_TO_WATCH = new CompilationSource() {
        @Override
        public String unwatchable() {
            return "test";
        }

        @Override
        public long activity() {
            return 0;
        }
    };

    private AllocationFreeLoops() {}

    public static void main(String[] args) {
        List<String> names = new ArrayList<>();
        List<Clock> clocks = new ArrayList<>();
        names.add("nanotime");
        clocks.add(new NanoTimeClock());
        String library = NativeClockLibrary.unavailableReason();
        if (library == null) {
            for (TscPath path : TscPath.values()) {
                if (path.load(NativeClockLibrary.path()) == null) {
                    names.add("tsc-" + path.label());
                    clocks.add(path.plain());
                    names.add("tsc-serial-" + path.label());
                    clocks.add(path.serial());
                }
            }
        } else {
            System.out.println("note: no TSC paths here: " + library);
        }
        final byte[] src = new byte[1024];
        final byte[] dst = new byte[1024];
        final Clock first = clocks.get(0);
        TimedOperation[] ops = {
            new TimedOperation() {
                @Override
                public Object operate() {
                    return null;
                }
            },
            new TimedOperation() {
                @Override
                public Object operate() {
                    System.arraycopy(src, 0, dst, 0, src.length);
                    return null;
                }
            },
            new TimedOperation() {
                @Override
                public Object operate() {
                    sink = first.startTicks();
                    return null;
                }
            },
        };
        String[] opNames = {"empty", "arraycopy-1K", "clock-read"};
        SampleBuffer samples = new SampleBuffer(10_000);
        long[] regions = new long[10_000];
        StopFlag stop = new StopFlag();

        final HistogramSink histogram = new HistogramSink(100);
        histogram.warmupOver();
        Thread swapper = new Thread(
                new Runnable() {
                    @Override
                    public void run() {
                        while (swapping) {
                            histogram.takeInterval(); // the writer's swap, every millisecond instead of every second
                            LockSupport.parkNanos(1_000_000);
                        }
                    }
                },
                "swapper");
        swapper.setDaemon(true);
        swapper.start();

        // Warm-up: every loop with every clock and op, so the JIT has compiled and settled.
        for (int round = 0; round < 2; round++) {
            runAll(clocks, ops, samples, regions, stop, 100_000);
            runIntoHistogram(clocks, ops, histogram, stop, 100_000);
        }
        Runtime rt = Runtime.getRuntime();
        long before = rt.totalMemory() - rt.freeMemory();
        runAll(clocks, ops, samples, regions, stop, ITERATIONS);
        runIntoHistogram(clocks, ops, histogram, stop, ITERATIONS);
        long after = rt.totalMemory() - rt.freeMemory();
        swapping = false;
        long grown = after - before;
        System.out.println("clocks " + names + ", ops " + java.util.Arrays.toString(opNames) + ", " + ITERATIONS
                + " iterations each, into a sample buffer and into a histogram sink ("
                + histogram.ticks().getTotalCount()
                + " samples taken by the swapper): heap in use grew by " + grown + " bytes");
        if (grown > ALLOWED_BYTES) {
            System.out.println("ALLOCATION in a timed loop: " + grown + " bytes > " + ALLOWED_BYTES);
            System.exit(3);
        }
        System.out.println("OK allocation-free");
    }

    /** A context with 10 instructions of simulated work, on no CPU in particular. */
    private static SingleThread context(Clock clock, StopFlag stop) {
        return SingleThread.of(null).cpus(CpuList.of()).clock(clock).load(10).stop(stop);
    }

    /** TimedLoop into a histogram sink: the measured loop records into the recorder and the outliers. */
    private static void runIntoHistogram(
            List<Clock> clocks, TimedOperation[] ops, HistogramSink histogram, StopFlag stop, int iterations) {
        for (Clock clock : clocks) {
            for (TimedOperation op : ops) {
                ThreadContext ctx = context(clock, stop)
                        .samples(histogram, iterations)
                        .warmup(1_000)
                        .build();
                TimedLoop.run(ctx, op);
            }
        }
    }

    private static void runAll(
            List<Clock> clocks,
            TimedOperation[] ops,
            SampleBuffer samples,
            long[] regions,
            StopFlag stop,
            int iterations) {
        for (Clock clock : clocks) {
            for (TimedOperation op : ops) {
                // TimedLoop with simulated work: the warm-up part reuses the buffer, the measured part fills it.
                ThreadContext ctx = context(clock, stop)
                        .samples(samples)
                        .warmup(iterations - samples.capacity())
                        .build();
                samples.reset();
                TimedLoop.run(ctx, op);
                if (clock != clocks.get(0)) {
                    continue;
                }
                // Once more through an auto warm-up that ends at its minimum (nothing to watch): the chunked path.
                Warmup auto =
                        Warmup.auto(iterations - samples.capacity(), 1_000_000L, 1_000_000_000L, NOTHING_TO_WATCH);
                auto.begin();
                ctx = context(clock, stop).samples(samples).warmup(auto).build();
                samples.reset();
                TimedLoop.run(ctx, op);
            }
            ClockLoops loops = (ClockLoops) clock;
            for (int done = 0; done < iterations; done += regions.length) {
                loops.emptyRegions(regions, regions.length);
            }
            sink += loops.readBatch(iterations);
        }
    }
}
