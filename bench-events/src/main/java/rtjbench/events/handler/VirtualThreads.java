package rtjbench.events.handler;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import rtjbench.core.support.UnsupportedHereException;

/**
 * Virtual threads (Java 21+) reached without compiling against them: the bench modules are Java 8 class
 * files, so {@code Thread.ofVirtual().unstarted(r)} is looked up once, reflectively, into a method handle.
 * On a VM without them (Java 8..20, JamaicaVM) {@link #require} says so plainly.
 */
public final class VirtualThreads {
    private static final MethodHandle UNSTARTED;
    private static final String MISSING;

    static {
        MethodHandle unstarted = null;
        String missing = null;
        try {
            MethodHandles.Lookup lookup = MethodHandles.publicLookup();
            Class<?> builder = Class.forName("java.lang.Thread$Builder$OfVirtual");
            MethodHandle ofVirtual = lookup.findStatic(Thread.class, "ofVirtual", MethodType.methodType(builder));
            Object b = ofVirtual.invoke(); // Java 19/20 throw here unless preview features are enabled
            MethodHandle u = lookup.findVirtual(
                    Class.forName("java.lang.Thread$Builder"),
                    "unstarted",
                    MethodType.methodType(Thread.class, Runnable.class));
            unstarted = u.bindTo(b);
            Thread probe = (Thread) unstarted.invoke((Runnable) new Runnable() {
                @Override
                public void run() {}
            });
            if (probe == null) {
                throw new IllegalStateException("Thread.Builder.unstarted returned null");
            }
        } catch (Throwable e) {
            unstarted = null;
            missing = "this VM (" + System.getProperty("java.vm.name") + " " + System.getProperty("java.version")
                    + ") has no virtual threads (Java 21+): " + e;
        }
        UNSTARTED = unstarted;
        MISSING = missing;
    }

    private VirtualThreads() {}

    public static boolean available() {
        return UNSTARTED != null;
    }

    /** Why there are none here, or null where there are. */
    public static String unavailableReason() {
        return MISSING;
    }

    /** Throws naming the argument that asked for virtual threads, where the VM has none. */
    public static void require(String what) throws UnsupportedHereException {
        if (MISSING != null) {
            throw new UnsupportedHereException(what + " needs virtual threads, but " + MISSING);
        }
    }

    /** A new, unstarted virtual thread running {@code body}. Cold path. */
    public static Thread unstarted(String name, Runnable body) {
        if (UNSTARTED == null) {
            throw new IllegalStateException(MISSING);
        }
        try {
            Thread t = (Thread) UNSTARTED.invoke(body);
            t.setName(name);
            return t;
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("could not make a virtual thread: " + e, e);
        }
    }
}
