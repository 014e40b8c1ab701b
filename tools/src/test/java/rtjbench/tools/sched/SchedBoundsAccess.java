package rtjbench.tools.sched;

/** The sched commands' bounds as --help gives them, for tests outside this package. */
public final class SchedBoundsAccess {
    private SchedBoundsAccess() {}

    public static String text() {
        return SchedArgs.boundsText();
    }
}
