package rtjbench.sched.overhead;

/**
 * Where one figure of an overhead model came from: the run folder, the point in it ({@code extra_threads=4}), the
 * testapp, the VM, the statistic and how many samples it was taken over; or, for a figure written by hand, a
 * note naming its source (a vendor's data sheet, a paper's table). Pure data: any part may be null.
 */
public final class Provenance {
    private final String run;
    private final String point;
    private final String testapp;
    private final String vm;
    private final String statistic;
    private final long samples;
    private final String note;

    public Provenance(
            String run, String point, String testapp, String vm, String statistic, long samples, String note) {
        if (run == null && note == null) {
            throw new IllegalArgumentException("a figure's source needs a run or a note");
        }
        this.run = run;
        this.point = point;
        this.testapp = testapp;
        this.vm = vm;
        this.statistic = statistic;
        this.samples = samples;
        this.note = note;
    }

    /** A figure written by hand: only a note says where it is from. */
    public static Provenance note(String note) {
        return new Provenance(null, null, null, null, null, -1, note);
    }

    /** The run folder, or null for a figure written by hand. */
    public String run() {
        return run;
    }

    public String point() {
        return point;
    }

    public String testapp() {
        return testapp;
    }

    public String vm() {
        return vm;
    }

    /** {@code max}, {@code p99.9}, ... as the model's statistic names it; null where not known. */
    public String statistic() {
        return statistic;
    }

    /** The samples the statistic was taken over; -1 where not known. */
    public long samples() {
        return samples;
    }

    public String note() {
        return note;
    }

    /** {@code max of 20000 samples, context_switch extra_threads=4, OpenJDK 17.0.15, results/...}. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        if (statistic != null) {
            sb.append(statistic);
            if (samples >= 0) {
                sb.append(" of ").append(samples).append(" samples");
            }
        }
        append(sb, testapp == null ? null : testapp + (point == null || point.isEmpty() ? "" : " " + point));
        append(sb, vm);
        append(sb, run);
        append(sb, note);
        return sb.toString();
    }

    private static void append(StringBuilder sb, String part) {
        if (part != null && !part.isEmpty()) {
            sb.append(sb.length() == 0 ? "" : ", ").append(part);
        }
    }
}
