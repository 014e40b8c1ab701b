package rtjbench.sched.partition;

/**
 * The bin-packing heuristics (Johnson 1973), each taking tasks in decreasing utilisation order (ties: the set's
 * order). Where a task goes:
 *
 * <ul>
 *   <li>{@link #FIRST_FIT}: the lowest-numbered CPU that admits it;
 *   <li>{@link #NEXT_FIT}: the current CPU if it admits it, else the next ones, never going back (the RTMultiSim
 *       thesis' partitioning);
 *   <li>{@link #BEST_FIT}: among the CPUs that admit it, the fullest (highest utilisation);
 *   <li>{@link #WORST_FIT}: among the CPUs that admit it, the emptiest.
 * </ul>
 *
 * "Fullest" and "emptiest" compare the CPUs' utilisation sums in double precision, ties to the lower CPU; whether
 * a CPU admits a task is decided exactly by the {@link Admission}.
 */
public enum Heuristic {
    FIRST_FIT("FFD", "first fit decreasing"),
    NEXT_FIT("NFD", "next fit decreasing"),
    BEST_FIT("BFD", "best fit decreasing"),
    WORST_FIT("WFD", "worst fit decreasing");

    private final String abbreviation;
    private final String description;

    Heuristic(String abbreviation, String description) {
        this.abbreviation = abbreviation;
        this.description = description;
    }

    /** FFD, NFD, BFD, WFD: the suffix of the partitioned tests' names. */
    public String abbreviation() {
        return abbreviation;
    }

    public String description() {
        return description;
    }

    /** The heuristic whose abbreviation is {@code text} (case ignored), or null. */
    public static Heuristic byAbbreviation(String text) {
        for (Heuristic h : values()) {
            if (h.abbreviation.equalsIgnoreCase(text)) {
                return h;
            }
        }
        return null;
    }
}
