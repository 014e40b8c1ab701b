package rtjbench.locking.locks;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * The spin hint: {@code Thread.onSpinWait()} (Java 9+, a PAUSE on x86) where the VM has it, nothing on Java 8.
 * The bench modules compile for Java 8, so the method is looked up once, here, into a constant method handle;
 * the JIT folds the constant and inlines the call, so the hot spin pays no reflective cost.
 */
public final class SpinWait {
    private static final MethodHandle ON_SPIN_WAIT = lookup();

    private SpinWait() {}

    private static MethodHandle lookup() {
        try {
            return MethodHandles.publicLookup()
                    .findStatic(Thread.class, "onSpinWait", MethodType.methodType(void.class));
        } catch (NoSuchMethodException | IllegalAccessException e) {
            return null; // Java 8: spin without a hint
        }
    }

    /** One spin-loop hint. */
    public static void hint() {
        if (ON_SPIN_WAIT != null) {
            try {
                ON_SPIN_WAIT.invokeExact();
            } catch (Throwable e) {
                throw new AssertionError("Thread.onSpinWait threw", e);
            }
        }
    }

    public static boolean available() {
        return ON_SPIN_WAIT != null;
    }

    /** For the metadata. */
    public static String describe() {
        return available() ? "Thread.onSpinWait()" : "none (this VM has no Thread.onSpinWait, a Java 9 method)";
    }
}
