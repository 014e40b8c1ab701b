/*
 * The core-to-core limit: how long a cache line takes to go from one CPU to another. For every pair of CPUs
 * of cpus, two threads, one pinned on each, pass a counter back and forth on one cache line (an atomic store
 * by one, seen by the other spinning on it, which answers with the next number); the time of `count` round
 * trips, in batches of `batch`, gives a round trip, and a one-way hand-off is half of it. Each pair's figure is
 * the median of its batches (a batch hit by an interrupt or a preemption does not move it). No hand-off of
 * the benchmarks can be faster than this one-way figure between the same CPUs.
 *
 *   core_to_core cpus=LIST [count=N] [batch=N] [policy=other|fifo] [priority=P]
 * Output on stdout: one  fact core_to_core_one_way_ns=A-B:NS ...  line (every pair, A<B), a
 * fact core_to_core_min_one_way_ns=NS  line, and the matrix as  print <text>  lines (one-way ns, row: the CPU
 * that starts the round trip).
 */
#include "rtjref.h"

struct line {
    _Alignas(64) _Atomic long value;
    char pad[64 - sizeof(long)];
};

struct side {
    struct line *line;
    int cpu, policy, priority;
    long rounds, batch;
    long long *batch_ns; /* the starting side's batch times */
    int starts;
    pthread_barrier_t *gate;
    char warning[160];
};

static void pin(struct side *s) {
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(s->cpu, &set);
    int e = pthread_setaffinity_np(pthread_self(), sizeof set, &set);
    if (e) snprintf(s->warning, sizeof s->warning, "CPU %d not applied: %s", s->cpu, strerror(e));
    struct sched_param p = {.sched_priority = REF_POLICY_IDS[s->policy] == SCHED_OTHER ? 0 : s->priority};
    e = pthread_setschedparam(pthread_self(), REF_POLICY_IDS[s->policy], &p);
    if (e && !s->warning[0]) snprintf(s->warning, sizeof s->warning, "%s not applied: %s", REF_POLICIES[s->policy], strerror(e));
}

static void *side_main(void *arg) {
    struct side *s = arg;
    pin(s);
    pthread_barrier_wait(s->gate);
    long batches = s->rounds / s->batch;
    for (long k = 0; k < batches; k++) {
        long long t0 = s->starts ? ref_now_ns() : 0;
        for (long r = 0; r < s->batch; r++) {
            long n = 2 * (k * s->batch + r);
            if (s->starts) {
                atomic_store_explicit(&s->line->value, n + 1, memory_order_release);
                while (atomic_load_explicit(&s->line->value, memory_order_acquire) != n + 2) ref_spin_hint();
            } else {
                while (atomic_load_explicit(&s->line->value, memory_order_acquire) != n + 1) ref_spin_hint();
                atomic_store_explicit(&s->line->value, n + 2, memory_order_release);
            }
        }
        if (s->starts) s->batch_ns[k] = ref_now_ns() - t0;
    }
    return NULL;
}

static int by_value(const void *a, const void *b) {
    long long x = *(const long long *) a, y = *(const long long *) b;
    return x < y ? -1 : x > y;
}

/* Median one-way ns between CPUs a and b, or -1 where the threads could not be made. */
static double measure(int a, int b, int policy, int priority, long rounds, long batch, char *warning, size_t wsize) {
    struct line *line = NULL;
    if (posix_memalign((void **) &line, 64, sizeof *line)) return -1;
    atomic_init(&line->value, 0);
    long batches = rounds / batch;
    long long *times = calloc((size_t) batches, sizeof *times);
    pthread_barrier_t gate;
    pthread_barrier_init(&gate, NULL, 2);
    struct side sa = {.line = line, .cpu = a, .policy = policy, .priority = priority, .rounds = rounds, .batch = batch,
                      .batch_ns = times, .starts = 1, .gate = &gate};
    struct side sb = sa;
    sb.cpu = b;
    sb.starts = 0;
    pthread_t ta, tb;
    if (!times || pthread_create(&ta, NULL, side_main, &sa)) return -1;
    if (pthread_create(&tb, NULL, side_main, &sb)) return -1;
    pthread_join(ta, NULL);
    pthread_join(tb, NULL);
    pthread_barrier_destroy(&gate);
    snprintf(warning, wsize, "%s", sa.warning[0] ? sa.warning : sb.warning);
    qsort(times, (size_t) batches, sizeof *times, by_value);
    double one_way = (double) times[batches / 2] / (double) batch / 2.0;
    free(times);
    free(line);
    return one_way;
}

int main(int argc, char **argv) {
    static int cpus[REF_MAX_CPUS];
    static const char *const known[] = {"cpus", "count", "batch", "policy", "priority", NULL};
    ref_start(argc, argv, known);
    int n = ref_cpus("cpus", cpus);
    long count = (long) ref_long("count", "100000", 1, 100000000);
    long batch = (long) ref_long("batch", "1000", 1, 100000000);
    int policy = ref_choice("policy", "other", REF_POLICIES);
    int priority = (int) ref_long("priority", "30", 1, 99);
    if (n < 2) ref_usage_error("cpus=%s: a pair needs at least 2 CPUs", ref_arg("cpus", NULL));
    if (count < batch) ref_usage_error("count=%ld is below batch=%ld: not one batch", count, batch);
    double *one_way = calloc((size_t) n * (size_t) n, sizeof *one_way);
    if (!one_way) { perror("calloc"); return 1; }
    double min = -1;
    char warning[160] = "";
    printf("fact core_to_core_one_way_ns=");
    for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
            double ns = measure(cpus[i], cpus[j], policy, priority, count, batch, warning, sizeof warning);
            if (ns < 0) { fprintf(stderr, "cannot start the threads for CPUs %d and %d\n", cpus[i], cpus[j]); return 1; }
            one_way[i * n + j] = one_way[j * n + i] = ns;
            if (min < 0 || ns < min) min = ns;
            printf("%s%d-%d:%.1f", i == 0 && j == 1 ? "" : " ", cpus[i], cpus[j], ns);
        }
    }
    printf("\nfact core_to_core_min_one_way_ns=%.1f\n", min);
    printf("fact core_to_core_method=two threads pinned to the pair pass a counter on one cache line (atomic store,"
           " spin with PAUSE), %ld round trips in batches of %ld, one-way = median batch round trip / 2\n", count, batch);
    if (warning[0]) printf("warning -1 %s\n", warning);
    printf("print core-to-core one-way latency, ns (median of %ld batches of %ld round trips / 2):\n", count / batch, batch);
    printf("print %6s", "CPU");
    for (int j = 0; j < n; j++) printf(" %7d", cpus[j]);
    printf("\n");
    for (int i = 0; i < n; i++) {
        printf("print %6d", cpus[i]);
        for (int j = 0; j < n; j++) {
            if (i == j) printf(" %7s", "-");
            else printf(" %7.1f", one_way[i * n + j]);
        }
        printf("\n");
    }
    free(one_way);
    return 0;
}
