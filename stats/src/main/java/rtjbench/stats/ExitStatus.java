package rtjbench.stats;

/**
 * What every rtjbench command's exit status means: the runner (and its probe and C references) and the
 * tools alike, one meaning a status. It lives here because this is the one module both depend on; docs/running.md's
 * table, docs/tools.md's block and every {@code --help} are this one.
 */
public final class ExitStatus {
    /** Done: every run complete, every file written. */
    public static final int OK = 0;
    /**
     * What was given cannot be used: bad or missing data in a results folder (tools), or a VM that lacks what the
     * default suite needs (probe).
     */
    public static final int BAD_DATA = 1;
    /** Bad input (command line, args file, an argument's value), refused before anything ran; nothing written. */
    public static final int BAD_INPUT = 2;
    /** A run was incomplete: the watchdog stopped it, a thread failed, or a file could not be written. */
    public static final int INCOMPLETE = 3;
    /** An output already exists; nothing was overwritten (tools: --force replaces it). */
    public static final int EXISTS = 4;
    /**
     * A check ran on good data and its answer is no: a regression against the baseline ({@code tools gate}), a job
     * past its bound ({@code tools sched check}).
     */
    public static final int CHECK_FAILED = 5;
    /** A check found nothing to compare ({@code tools gate}: no baseline, or every point's conditions differ). */
    public static final int NOTHING_COMPARABLE = 6;
    /** Interrupted by SIGINT (Ctrl-C) or SIGTERM: 128 + the signal, the samples so far saved and marked incomplete. */
    public static final int SIGINT = 130;

    public static final int SIGTERM = 143;

    private ExitStatus() {}
}
