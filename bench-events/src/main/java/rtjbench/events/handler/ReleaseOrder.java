package rtjbench.events.handler;

/**
 * In which order the standard kinds release the handlers of one event. A sound dispatcher releases the most
 * eligible handler first ({@link #PRIORITY}); {@link #REGISTRATION} releases them in the order they were
 * added, the naive scheme whose priority inversion RTJPerf found in the RTSJ reference implementation. An
 * RTSJ VM releases its handlers in its own order; this setting does not apply there.
 */
public enum ReleaseOrder {
    PRIORITY,
    REGISTRATION;

    public String argName() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /**
     * The order an args-file name names; a loop, not {@code valueOf}, for the reason {@code SchedPolicy.fromArg}
     * gives.
     */
    public static ReleaseOrder fromArg(String text) {
        String constant = text.toUpperCase(java.util.Locale.ROOT);
        for (ReleaseOrder o : values()) {
            if (o.name().equals(constant)) {
                return o;
            }
        }
        throw new IllegalArgumentException("no release order '" + text + "'; allowed: priority, registration");
    }
}
