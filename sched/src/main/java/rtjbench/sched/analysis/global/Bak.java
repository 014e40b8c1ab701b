package rtjbench.sched.analysis.global;

import rtjbench.sched.analysis.ConstrainedTest;
import rtjbench.sched.analysis.Exact;
import rtjbench.sched.analysis.Exact.Rational;
import rtjbench.sched.analysis.TaskArrays;
import rtjbench.sched.analysis.Verdict;
import rtjbench.sched.scheduler.Scheduler;

/**
 * {@code BAK}: Baker's test for global EDF (Baker 2003; in the form of Baker 2005, IEEE TPDS 16(8)), taken at
 * λ = λ_k: the set is met if for every task k, with λ_k = C_k / D_k,
 *
 * <pre>
 *   Σ_i min(1, β_i) ≤ m(1 − λ_k) + λ_k,
 *   β_i = u_i(1 + (T_i − D_i)/D_k)                    where λ_k ≥ u_i,
 *   β_i = u_i(1 + (T_i − D_i)/D_k) + (C_i − λ_k T_i)/D_k  where λ_k &lt; u_i.
 * </pre>
 *
 * The test is stated over the reals; with integer task parameters every term is a rational. Here each task's
 * sum is taken in doubles and, where it lies within {@link Exact#RELATIVE_MARGIN} of its bound, again exactly in
 * rationals, so no rounding decides a verdict; the λ_k &lt; u_i case split is always decided exactly. The test
 * is stated here for constrained deadlines: a set with a deadline past its period gets the verdict "not
 * applicable" (its reason says so), never a guess; Baker's form for such deadlines is outside this test.
 */
public final class Bak extends ConstrainedTest {
    public Bak() {
        super("BAK", Scheduler.GLOBAL_EDF, "Baker 2003, in the form of Baker 2005 (IEEE TPDS 16(8)), at λ = λ_k");
    }

    @Override
    protected Verdict checkConstrained(TaskArrays a, int cpus) {
        int n = a.size();
        for (int k = 0; k < n; k++) {
            if (!taskPasses(a, k, cpus)) {
                return Verdict.unschedulable("task " + a.name(k) + ": Σ min(1, β) above m(1 − λ) + λ");
            }
        }
        return Verdict.schedulable();
    }

    private static boolean taskPasses(TaskArrays a, int k, int m) {
        long ck = a.wcet(k);
        long dk = a.deadline(k);
        double lambda = (double) ck / dk;
        double sum = 0;
        double magnitude = 0;
        for (int i = 0; i < a.size(); i++) {
            long ci = a.wcet(i);
            long ti = a.period(i);
            double ui = (double) ci / ti;
            double beta = ui * (1.0 + (double) (ti - a.deadline(i)) / dk);
            if (Exact.compareFractions(ck, dk, ci, ti) < 0) {
                beta += (ci - lambda * ti) / dk;
            }
            sum += Math.min(1.0, beta);
            magnitude += Math.abs(beta);
        }
        double bound = m - (m - 1) * lambda;
        if (Exact.decisive(sum, bound, magnitude + m)) {
            return sum <= bound;
        }
        Rational lam = Rational.of(ck, dk);
        Rational total = Rational.ZERO;
        for (int i = 0; i < a.size(); i++) {
            long ci = a.wcet(i);
            long ti = a.period(i);
            Rational ui = Rational.of(ci, ti);
            Rational beta = ui.times(Rational.of(dk + ti - a.deadline(i), dk));
            if (Exact.compareFractions(ck, dk, ci, ti) < 0) {
                beta = beta.plus(Rational.of(ci, dk).minus(lam.times(Rational.of(ti, dk))));
            }
            total = total.plus(beta.min(Rational.ONE));
        }
        return total.compareTo(Rational.of(m).minus(Rational.of(m - 1).times(lam))) <= 0;
    }
}
