package rtjbench.events.cpmd;

import java.util.Locale;

/** What happens to the cpmd thread between its hot pass and the pass after it ({@code disturbance=}). */
enum DisturbanceKind {
    /** Nothing: the pass after is hot again (the noise of the method). */
    NONE,
    /** A higher-priority thread on the same CPU walks its own buffer, then blocks. */
    PREEMPT,
    /** The thread moves to a CPU that shares its last-level cache. */
    MIGRATE_SHARED,
    /** The thread moves to a CPU that does not share its last-level cache. */
    MIGRATE_FAR;

    String argName() {
        return name().toLowerCase(Locale.ROOT);
    }

    boolean migrates() {
        return this == MIGRATE_SHARED || this == MIGRATE_FAR;
    }

    static String[] argNames() {
        DisturbanceKind[] all = values();
        String[] names = new String[all.length];
        for (int i = 0; i < all.length; i++) {
            names[i] = all[i].argName();
        }
        return names;
    }

    /**
     * The kind an args-file name names; a loop, not {@code valueOf}, for the reason {@code SchedPolicy.fromArg}
     * gives.
     */
    static DisturbanceKind fromArg(String name) {
        String constant = name.toUpperCase(Locale.ROOT);
        for (DisturbanceKind k : values()) {
            if (k.name().equals(constant)) {
                return k;
            }
        }
        throw new IllegalArgumentException("no disturbance '" + name + "'; allowed: " + String.join(", ", argNames()));
    }
}
