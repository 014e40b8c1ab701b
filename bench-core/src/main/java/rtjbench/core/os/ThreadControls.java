package rtjbench.core.os;

import java.util.Locale;

/** Chooses the {@link ThreadControl} once, at start-up, and keeps the reason when it falls back. */
public final class ThreadControls {
    /**
     * The system property naming the suite's JNI library ({@code librtjos.so}, copied out of the jar by the runner):
     * where set, the calls go through JNI ({@code JniLinuxControl}), which a cold start's fork binds in a fraction of
     * the time FFM or JNA take under {@code -Xcomp}. The runner sets it for cold forks only.
     */
    public static final String JNI_LIBRARY_PROPERTY = "rtjbench.os.jni";

    /** The suite's JNI library for the calls, in the jar: the runner copies it out for its cold forks. */
    public static final BundledLibrary JNI_LIBRARY = new BundledLibrary("librtjos.so", "OS");

    private static ThreadControl detected;
    /** Why the JNI library named by {@link #JNI_LIBRARY_PROPERTY} was not used; null where it was or none was. */
    private static String jniRefused;

    private ThreadControls() {}

    public static synchronized ThreadControl detect() {
        if (detected == null) {
            detected = probe();
        }
        return detected;
    }

    /**
     * Why the JNI library the runner named ({@link #JNI_LIBRARY_PROPERTY}) was not used, and the calls went through
     * the binding named in {@link ThreadControl#description} instead; null where it was used or none was named.
     */
    public static synchronized String jniRefused() {
        detect();
        return jniRefused;
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
        String jni = System.getProperty(JNI_LIBRARY_PROPERTY);
        if (jni != null) {
            try {
                return JniLinuxControl.load(jni);
            } catch (Throwable e) { // UnsatisfiedLinkError where the file or a function is missing
                jniRefused = "the JNI library " + jni + " could not be used: " + e;
            }
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
