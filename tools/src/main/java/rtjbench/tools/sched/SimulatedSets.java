package rtjbench.tools.sched;

import java.util.Arrays;
import rtjbench.sched.analysis.Verdict.Outcome;

/**
 * Each simulated set's verdict and metrics in a ratio experiment, by model, simulation, cap and set, held in flat
 * arrays: an outcome byte, the migrations, preemptions and finished jobs, and the average slack, 33 bytes a set
 * whatever the verdicts say, so that the {@link SchedArgs#MAX_SIMULATED_SETS} an experiment may simulate are held in
 * 66 MB. Of the reasons, only the first {@code na} set's of each model and simulation is kept (the first by cap, then
 * by set), which is all {@link SimulationTable} says of them. Chunks of sets fill their own slots from any thread;
 * the arrays are read once every chunk is done.
 */
final class SimulatedSets {
    private static final Outcome[] OUTCOMES = Outcome.values();

    private final int sets;
    private final boolean[][] notSimulated; // [model][simulation]: the model's platform is not simulated
    private final byte[][][] outcome; // [model][simulation][cap * sets + set]
    private final long[][][] migrations;
    private final long[][][] preemptions;
    private final long[][][] jobs;
    private final double[][][] slack;
    private final int[][] firstNa; // [model][simulation]: cap * sets + set of the first na, or -1
    private final String[][] firstNaReason;

    SimulatedSets(int models, int simulations, int caps, int sets) {
        this.sets = sets;
        int slots = Math.multiplyExact(caps, sets);
        notSimulated = new boolean[models][simulations];
        outcome = new byte[models][simulations][slots];
        migrations = new long[models][simulations][slots];
        preemptions = new long[models][simulations][slots];
        jobs = new long[models][simulations][slots];
        slack = new double[models][simulations][slots];
        firstNa = new int[models][simulations];
        firstNaReason = new String[models][simulations];
        for (int[] m : firstNa) Arrays.fill(m, -1);
    }

    /** Set {@code set} of cap {@code cap} under model m's simulation k; null: the model's platform is not simulated. */
    void put(int m, int k, int cap, int set, SimulationTable.SetResult r) {
        if (r == null) {
            notSimulated[m][k] = true;
            return;
        }
        int at = cap * sets + set;
        outcome[m][k][at] = (byte) r.outcome().ordinal();
        migrations[m][k][at] = r.migrations();
        preemptions[m][k][at] = r.preemptions();
        jobs[m][k][at] = r.jobs();
        slack[m][k][at] = r.slack();
        if (r.outcome() == Outcome.NOT_APPLICABLE) {
            synchronized (firstNa) {
                if (firstNa[m][k] < 0 || at < firstNa[m][k]) {
                    firstNa[m][k] = at;
                    firstNaReason[m][k] = r.reason();
                }
            }
        }
    }

    /** Whether model m's simulation k ran (a model whose processors are not whole is not simulated). */
    boolean simulated(int m, int k) {
        return !notSimulated[m][k];
    }

    /** The sets of each cap. */
    int sets() {
        return sets;
    }

    /** The simulations of each model. */
    int simulations() {
        return notSimulated.length == 0 ? 0 : notSimulated[0].length;
    }

    Outcome outcome(int m, int k, int cap, int set) {
        return OUTCOMES[outcome[m][k][cap * sets + set]];
    }

    boolean schedulable(int m, int k, int cap, int set) {
        return outcome(m, k, cap, set) == Outcome.SCHEDULABLE;
    }

    long migrations(int m, int k, int cap, int set) {
        return migrations[m][k][cap * sets + set];
    }

    long preemptions(int m, int k, int cap, int set) {
        return preemptions[m][k][cap * sets + set];
    }

    /** The jobs finished in the window simulated. */
    long jobs(int m, int k, int cap, int set) {
        return jobs[m][k][cap * sets + set];
    }

    /** The average slack in ns; NaN where nothing was simulated. */
    double slack(int m, int k, int cap, int set) {
        return slack[m][k][cap * sets + set];
    }

    /** The reason of model m's simulation k's first na set (by cap, then set); null where none was na. */
    String firstNaReason(int m, int k) {
        synchronized (firstNa) {
            return firstNaReason[m][k];
        }
    }
}
