package rtjbench.events;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.NativeCallException;
import rtjbench.core.os.SchedPolicy;
import rtjbench.core.os.ThreadControl;
import rtjbench.core.os.ThreadControls;
import rtjbench.core.os.TwinEnvironment;
import rtjbench.events.handler.Event;
import rtjbench.events.handler.HandlerKind;
import rtjbench.events.handler.HandlerKinds;
import rtjbench.events.handler.HandlerSetup;
import rtjbench.events.handler.HandlerSpec;
import rtjbench.events.handler.ReleaseOrder;

/**
 * JMH twin of {@code dispatch handler=bound}: the harness's own {@code bound} handler kind (a
 * dedicated platform thread parked between releases, released by a volatile increment and {@code unpark}),
 * opened through {@link HandlerKinds#open} like the harness does, SCHED_OTHER.
 * <p>
 * JMH times the <b>round trip</b>: {@code fire()}, the handler thread's wake-up, its body, its completion
 * notice ({@code unpark} of the firer, as the harness's {@code CompletionNotice}) and the firer's wake-up.
 * The harness's sample is the <b>one way</b>: fire to the handler's first instruction. That is recorded here
 * the harness's way too (nanoTime before the fire, nanoTime first thing in the handler) and reported as JMH
 * auxiliary counters of the AverageTime run: {@code oneWayNanos} (the sum in an iteration) and {@code fires}
 * (the count); their ratio is the mean one-way time, which {@code tools crosscheck} prints.
 * <p>
 * {@code handler_cpu}: {@code same} pins the firer and the handler to the first CPU this process may use (the
 * harness's default and the seed's layout), {@code other} puts the handler on the next one. Without native
 * thread control nothing is pinned and setup says so.
 */
@BenchmarkMode({Mode.AverageTime, Mode.SampleTime})
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class BoundHandlerTwin {

    /** The event, its handler thread and the firer's completion wait; made by the firing (benchmark) thread. */
    @State(Scope.Thread)
    public static class Bound {
        @Param({"same", "other"})
        public String handler_cpu;

        HandlerKind kind;
        Event event;
        Thread firer;
        volatile int pending;
        long fireNanos;
        long oneWay;

        @Setup(Level.Trial)
        public void setUp() throws Exception {
            firer = Thread.currentThread();
            ThreadControl control = ThreadControls.detect();
            CpuList firerCpus = CpuList.of();
            CpuList handlerCpus = CpuList.of();
            if (control.isAvailable()) {
                try {
                    List<Integer> allowed = control.getAffinity().cpus();
                    int first = allowed.get(0);
                    int handler = first;
                    if ("other".equals(handler_cpu)) {
                        if (allowed.size() < 2) {
                            throw new IllegalStateException(
                                    "handler_cpu=other needs two CPUs; this process may use only " + allowed);
                        }
                        handler = allowed.get(1);
                    } else if (!"same".equals(handler_cpu)) {
                        throw new IllegalArgumentException("handler_cpu=" + handler_cpu + "; allowed: same, other");
                    }
                    firerCpus = CpuList.of(first);
                    handlerCpus = CpuList.of(handler);
                    control.setAffinity(firerCpus);
                } catch (NativeCallException e) {
                    System.out.println("bound twin: firer not pinned: " + e.getMessage());
                }
            } else {
                System.out.println("bound twin: threads not pinned (" + control.description() + ")");
            }
            HandlerSetup setup =
                    new HandlerSetup(SchedPolicy.OTHER, control, ReleaseOrder.PRIORITY, 1, CpuList.of(), 0);
            // The bound kind needs no RunEnvironment (only the RTSJ and virtual kinds look at the VM).
            kind = HandlerKinds.open(HandlerKinds.BOUND, setup, null);
            event = kind.newEvent("twin");
            event.addHandler(new HandlerSpec("twin-handler", 0, handlerCpus, new Runnable() {
                @Override
                public void run() {
                    oneWay = System.nanoTime() - fireNanos;
                    pending = 0;
                    LockSupport.unpark(firer);
                }
            }));
            if (!kind.warnings().isEmpty()) {
                System.out.println("bound twin: " + kind.warnings());
            }
            System.out.println("bound twin: firer on " + firerCpus + ", handler on " + handlerCpus + "; "
                    + TwinEnvironment.lockMemory());
        }

        @TearDown(Level.Trial)
        public void tearDown() {
            event.close();
            kind.close();
        }

        /** Fire, then park until the handler's notice: one round trip. Returns the handler's one-way time. */
        long roundTrip() {
            pending = 1;
            fireNanos = System.nanoTime();
            event.fire();
            while (pending != 0) {
                LockSupport.park(this);
            }
            return oneWay;
        }
    }

    /** The harness-style one-way time, summed per iteration, with its count (AverageTime run only). */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.EVENTS)
    public static class OneWay {
        public long oneWayNanos;
        public long fires;

        @Setup(Level.Iteration)
        public void reset() {
            oneWayNanos = 0;
            fires = 0;
        }
    }

    @Benchmark
    public long fireToRun(Bound b, OneWay counters) {
        long oneWay = b.roundTrip();
        counters.oneWayNanos += oneWay;
        counters.fires++;
        return oneWay;
    }
}
