package rtjbench.core.wait;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * {@code Thread.onSpinWait()} (Java 9+: the x86 {@code PAUSE}, an intrinsic in HotSpot) where the VM has it,
 * nothing where it has not (Java 8, JamaicaVM). Reached through a method handle looked up once and held in a
 * static final, so the JIT inlines the call as if it were direct and the classes stay Java 8 bytecode.
 */
public final class OnSpinWait {
    private static final MethodHandle HINT = lookUp();

    private OnSpinWait() {}

    private static MethodHandle lookUp() {
        try {
            return MethodHandles.publicLookup()
                    .findStatic(Thread.class, "onSpinWait", MethodType.methodType(void.class));
        } catch (Throwable e) { // NoSuchMethodException on Java 8; any linkage trouble means no hint
            return null;
        }
    }

    /** Whether the VM has the hint. */
    static boolean available() {
        return HINT != null;
    }

    /** Tells the CPU the thread is spinning; a no-op without the hint. Allocation-free. */
    public static void hint() {
        if (HINT != null) {
            try {
                HINT.invokeExact();
            } catch (Throwable e) {
                throw new IllegalStateException("Thread.onSpinWait failed", e);
            }
        }
    }

    static String describe() {
        return HINT != null ? "Thread.onSpinWait each turn" : "no spin-wait hint (this VM has no Thread.onSpinWait)";
    }
}
