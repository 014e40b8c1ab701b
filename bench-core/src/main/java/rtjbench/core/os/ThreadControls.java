package rtjbench.core.os;

import java.util.Locale;

/** Chooses the {@link ThreadControl} once, at start-up, and keeps the reason when it falls back. */
public final class ThreadControls {
    private static ThreadControl detected;

    private ThreadControls() {}

    public static synchronized ThreadControl detect() {
        if (detected == null) {
            detected = probe();
        }
        return detected;
    }

    /** A control that makes no native calls, for tests and embedding: every request is refused with {@code reason}. */
    public static ThreadControl none(String reason) {
        return new NullThreadControl(reason);
    }

    private static ThreadControl probe() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        if (!os.contains("linux")) {
            return new NullThreadControl(
                    "affinity and scheduling are implemented for Linux only; this is " + System.getProperty("os.name"));
        }
        // FFM first (Java 22+: nothing to load), JNA before that; the same calls either way.
        Throwable ffm;
        try {
            return FfmLinuxControl.load();
        } catch (Throwable e) { // UnsupportedOperationException before Java 22, IllegalStateException where denied
            ffm = e;
        }
        try {
            return JnaLinuxControl.load();
        } catch (Throwable e) { // UnsatisfiedLinkError, NoClassDefFoundError where JNA or its native part is missing
            return new NullThreadControl("neither FFM nor JNA could bind libc: " + ffm.getMessage() + "; JNA: " + e);
        }
    }
}
