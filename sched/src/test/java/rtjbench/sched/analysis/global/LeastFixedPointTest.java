package rtjbench.sched.analysis.global;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;
import rtjbench.sched.analysis.TaskArrays;
import rtjbench.sched.model.Task;
import rtjbench.sched.model.TaskSet;

/** The fast fixed-point search finds what the papers' plain iteration finds, on random sets and slacks. */
class LeastFixedPointTest {
    @Test
    void itFindsWhatThePlainIterationFinds() {
        Random r = new Random(5);
        for (int s = 0; s < 3000; s++) {
            int n = 3 + r.nextInt(10);
            int m = 1 + r.nextInt(4);
            Task[] tasks = new Task[n];
            long[] slack = new long[n];
            long[] caps = new long[n];
            for (int i = 0; i < n; i++) {
                long t = 20 + r.nextInt(400);
                long c = 1 + r.nextInt((int) t / 2);
                long d = c + r.nextInt((int) (t - c + 1));
                tasks[i] = new Task("t" + i, t, c, d, -1, -1);
                slack[i] = r.nextInt((int) (d - c + 1));
                caps[i] = r.nextBoolean() ? LeastFixedPoint.NO_CAP : c + r.nextInt(600);
            }
            TaskArrays a = TaskArrays.of(TaskSet.of(tasks));
            int k = r.nextInt(n);
            int[] others = new int[n - 1];
            for (int i = 0, j = 0; i < n; i++) {
                if (i != k) others[j++] = i;
            }
            boolean withCaps = r.nextBoolean();
            long limit = a.deadline(k) + r.nextInt(2000);
            long fast = LeastFixedPoint.solve(a, k, others, n - 1, slack, withCaps ? caps : null, m, limit);
            long plain = plain(a, k, others, slack, withCaps ? caps : null, m, limit);
            if (plain > limit) {
                assertEquals(true, fast > limit, "set " + s);
            } else {
                assertEquals(plain, fast, "set " + s);
            }
        }
    }

    /** R ← C_k + ⌊Σ min(W_i(R), J_i, R − C_k + 1)/m⌋ from R = C_k, one step at a time. */
    private static long plain(TaskArrays a, int k, int[] others, long[] slack, long[] caps, int m, long limit) {
        long r = a.wcet(k);
        while (true) {
            long sum = 0;
            for (int i : others) {
                long x = r + a.deadline(i) - a.wcet(i) - slack[i];
                long w = (x / a.period(i)) * a.wcet(i) + Math.min(a.wcet(i), x % a.period(i));
                long v = Math.min(w, r - a.wcet(k) + 1);
                if (caps != null) v = Math.min(v, caps[i]);
                sum += v;
            }
            long next = a.wcet(k) + sum / m;
            if (next == r || next > limit) return next;
            r = next;
        }
    }
}
