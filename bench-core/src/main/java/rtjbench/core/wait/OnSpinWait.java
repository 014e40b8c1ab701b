package rtjbench.core.wait;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * {@code Thread.onSpinWait()} (Java 9+: the x86 {@code PAUSE}, an intrinsic in HotSpot) where the VM has it,
 * nothing where it has not (Java 8, JamaicaVM). Reached through a method handle looked up once and held in a
 * static final, so the JIT inlines the call as if it were direct and the classes stay Java 8 bytecode.
 *
 * <p>The handle is looked up where something will spin ({@link #prepare()}, or the first {@link #hint()}), not when a
 * run describes its wait strategy: a lookup is the VM's first use of java.lang.invoke in a cold fork whose threads
 * never spin, hundreds of compilations under -Xcomp for a line of metadata. Whether the VM has the hint is asked of
 * core reflection, which builds nothing.
 */
public final class OnSpinWait {
    private static final boolean AVAILABLE = threadHasTheHint();

    private OnSpinWait() {}

    /** Holds the handle; initialised by the first {@link #hint()}. */
    private static final class Handle {
        static final MethodHandle HINT = lookUp();

        private static MethodHandle lookUp() {
            if (!AVAILABLE) {
                return null;
            }
            try {
                return MethodHandles.publicLookup()
                        .findStatic(Thread.class, "onSpinWait", MethodType.methodType(void.class));
            } catch (Throwable e) { // any linkage trouble means no hint
                return null;
            }
        }
    }

    private static boolean threadHasTheHint() {
        try {
            Thread.class.getMethod("onSpinWait");
            return true;
        } catch (NoSuchMethodException | SecurityException e) { // Java 8
            return false;
        }
    }

    /**
     * Looks the handle up now, where a caller will spin: a wait strategy that spins at its construction, a timed
     * loop before it starts, so that the lookup falls in no warm-up, measured phase or timed loop. Returns whether
     * the hint is there.
     */
    public static boolean prepare() {
        return Handle.HINT != null;
    }

    /** Whether the VM has the hint. */
    static boolean available() {
        return AVAILABLE;
    }

    /** Tells the CPU the thread is spinning; a no-op without the hint. Allocation-free. */
    public static void hint() {
        MethodHandle hint = Handle.HINT;
        if (hint != null) {
            try {
                hint.invokeExact();
            } catch (Throwable e) {
                throw new IllegalStateException("Thread.onSpinWait failed", e);
            }
        }
    }

    static String describe() {
        return AVAILABLE ? "Thread.onSpinWait each turn" : "no spin-wait hint (this VM has no Thread.onSpinWait)";
    }
}
