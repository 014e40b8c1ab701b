package rtjbench.sched.analysis.global;

import rtjbench.sched.analysis.TaskArrays;

/**
 * The response-time bound of Bertogna and Cirinei's analyses, found fast and exactly: the least R ≥ C_k with
 *
 * <pre>
 *   C_k + ⌊(1/m)·Σ_i min(W_i(R), J_i, R − C_k + 1)⌋ ≤ R,
 *   W_i(R) = ⌊x/T_i⌋·C_i + min(C_i, x mod T_i),   x = R + D_i − C_i − S_i
 * </pre>
 *
 * which is the fixed point the papers' iteration R ← C_k + ⌊Σ/m⌋ reaches from C_k (the right side is
 * non-decreasing in R). That iteration can creep: when m terms grow with R (each capped at R − C_k + 1, or a
 * carry-in job's part), R gains a nanosecond a step, ten million steps to a 10 ms deadline. Here each term is
 * piecewise linear in R with slope 0 or 1, so the sum is linear up to the next point where some term's slope
 * or minimum changes: within that stretch the least solution is solved for in closed form, and otherwise R
 * jumps to the larger of the iteration's next value and the stretch's end (both at most the fixed point). The
 * result is the iteration's, exactly, in a number of steps bounded by the terms' breakpoints.
 */
final class LeastFixedPoint {
    /** No cap J_i on a task's term (fixed priority). */
    static final long NO_CAP = Long.MAX_VALUE;

    private LeastFixedPoint() {}

    /**
     * The least R as above for task k over the tasks {@code others[0..count)}, with slacks {@code slack[i]} and
     * caps {@code caps[i]} (null: none), or a value above {@code limit} where R passes it.
     */
    static long solve(TaskArrays a, int k, int[] others, int count, long[] slack, long[] caps, int m, long limit) {
        long ck = a.wcet(k);
        long r = ck;
        while (r <= limit) {
            long cap = r - ck + 1;
            long sum = 0;
            long slopes = 0;
            long stretch = Long.MAX_VALUE;
            for (int j = 0; j < count; j++) {
                int i = others[j];
                long ci = a.wcet(i);
                long ti = a.period(i);
                long x = r + a.deadline(i) - ci - slack[i];
                long jobs = x / ti;
                long rest = x - jobs * ti;
                long w;
                int wSlope;
                long wStretch;
                if (rest < ci) {
                    w = jobs * ci + rest;
                    wSlope = 1;
                    wStretch = ci - rest;
                } else {
                    w = jobs * ci + ci;
                    wSlope = 0;
                    wStretch = ti - rest;
                }
                long fixed = caps == null ? NO_CAP : caps[i];
                // The term is the least of W (slope wSlope), the constant J and the cap (slope 1); where two tie,
                // the smaller slope rules to the right of r.
                long v;
                int slope;
                if (fixed <= w && fixed <= cap) {
                    v = fixed;
                    slope = 0;
                } else if (w < cap || (w == cap && wSlope == 0)) {
                    v = w;
                    slope = wSlope;
                    if (slope == 1 && fixed != NO_CAP) {
                        wStretch = Math.min(wStretch, fixed - w);
                    }
                } else {
                    v = cap;
                    slope = 1;
                    if (wSlope == 0) {
                        wStretch = Math.min(wStretch, w - cap);
                    }
                    if (fixed != NO_CAP) {
                        wStretch = Math.min(wStretch, fixed - cap);
                    }
                }
                sum += v;
                slopes += slope;
                stretch = Math.min(stretch, wStretch);
            }
            long next = ck + sum / m;
            if (next <= r) {
                return r;
            }
            // Within [r, r + stretch) the sum is sum + slopes·x: C_k + ⌊(sum + slopes·x)/m⌋ ≤ r + x holds from
            // x = ⌊g/(m − slopes)⌋ + 1 on, with g = sum − m(r − C_k + 1) ≥ 0 (since next > r).
            if (slopes < m) {
                long g = sum - (long) m * cap;
                long x = g / (m - slopes) + 1;
                if (x < stretch) {
                    return r + x;
                }
            }
            r = Math.max(next, stretch == Long.MAX_VALUE ? next : r + stretch);
        }
        return r;
    }
}
