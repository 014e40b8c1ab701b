package rtjbench.sched.analysis.global;

import rtjbench.sched.analysis.ArrayTest;
import rtjbench.sched.analysis.Exact;
import rtjbench.sched.analysis.TaskArrays;
import rtjbench.sched.analysis.Verdict;
import rtjbench.sched.scheduler.Scheduler;

/**
 * {@code GFB}: global EDF is met if Σ δ_i ≤ m − (m − 1)·δ_max, with δ_i = C_i / min(D_i, T_i) (Goossens, Funk
 * and Baruah 2003, for implicit deadlines: U ≤ m(1 − u_max) + u_max, the RTMultiSim thesis' equation (1); densities for
 * other deadlines as Bertogna 2007 generalises it). Exact: the sum is taken in doubles and, where it lies within
 * {@link Exact#RELATIVE_MARGIN} of the bound, again in rationals.
 */
public final class Gfb extends ArrayTest {
    public Gfb() {
        super("GFB", Scheduler.GLOBAL_EDF, "Goossens, Funk and Baruah 2003 (density form: Bertogna 2007)");
    }

    @Override
    public Verdict check(TaskArrays a, int cpus) {
        int n = a.size();
        int over = firstOverrun(a);
        if (over >= 0) {
            return overrun(a, over);
        }
        int densest = 0;
        for (int i = 1; i < n; i++) {
            if (Exact.compareFractions(a.wcet(i), a.window(i), a.wcet(densest), a.window(densest)) > 0) {
                densest = i;
            }
        }
        if (a.wcet(densest) > a.window(densest)) {
            return Verdict.unschedulable("task " + a.name(densest) + ": density above 1");
        }
        double sum = 0;
        for (int i = 0; i < n; i++) {
            sum += (double) a.wcet(i) / a.window(i);
        }
        double max = (double) a.wcet(densest) / a.window(densest);
        double bound = cpus - (cpus - 1) * max;
        boolean holds;
        if (Exact.decisive(sum, bound, sum + cpus)) {
            holds = sum <= bound;
        } else {
            Exact.Rational total = Exact.Rational.ZERO;
            for (int i = 0; i < n; i++) {
                total = total.plus(Exact.Rational.of(a.wcet(i), a.window(i)));
            }
            Exact.Rational dMax = Exact.Rational.of(a.wcet(densest), a.window(densest));
            Exact.Rational exactBound =
                    Exact.Rational.of(cpus).minus(Exact.Rational.of(cpus - 1).times(dMax));
            holds = total.compareTo(exactBound) <= 0;
        }
        return holds
                ? Verdict.schedulable()
                : Verdict.unschedulable("total density above m − (m − 1)·δmax (δmax of task " + a.name(densest) + ")");
    }
}
