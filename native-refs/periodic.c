/*
 * The C twin of `periodic`: release jitter of threads that sleep to absolute release times with
 * clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME), as cyclictest does. Thread i runs on cpus[i % n] at
 * priority (or priority - i with distinct=1); release k is at start + k x period and the schedule is never
 * moved, so a stall shows in every release it delays; a release whose successor was already due when the
 * thread woke counts as a missed period. A sample is wake-up time - intended release.
 *
 *   periodic out=DIR cpus=LIST threads=N policy=other|fifo|rr priority=P distinct=0|1 period_ns=N count=N
 *            warmup=N instr_load=N mlockall=0|1
 * Output: see rtjref.h; also "fact missed_periods=N" and one "fact missed_periods_<i>=N" a thread.
 */
#include "rtjref.h"

struct periodic {
    struct ref_thread t;
    long long period;
    long warmup, total, instr_load, missed;
    pthread_barrier_t *gate;
};

static void *periodic_main(void *arg) {
    struct periodic *p = arg;
    unsigned long long state = 0x9E3779B97F4A7C15ULL;
    ref_place(&p->t);
    pthread_barrier_wait(p->gate);
    long long release = ref_now_ns() + p->period;
    for (long i = 0; i < p->total; i++) {
        struct timespec at = {.tv_sec = release / 1000000000LL, .tv_nsec = release % 1000000000LL};
        while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &at, NULL) == EINTR) {
        }
        long long late = ref_now_ns() - release;
        if (i >= p->warmup) {
            ref_record(&p->t, late);
            if (late >= p->period) p->missed++;
        }
        release += p->period;
        ref_seen(&p->t);
        ref_work(p->instr_load, &state);
    }
    return NULL;
}

int main(int argc, char **argv) {
    static struct ref_layout l;
    static const char *const known[] = {REF_LAYOUT_KEYS, "distinct", "period_ns", NULL};
    ref_start(argc, argv, known);
    ref_layout_read(&l);
    int threads = l.threads;
    int distinct = (int) ref_long("distinct", "0", 0, 1);
    long long period = ref_long("period_ns", NULL, 10000, 10000000000LL);
    if (distinct && l.priority - (threads - 1) < 1) ref_usage_error("distinct=1: priority - (threads - 1) must be at least 1");

    struct periodic *ps = calloc(threads, sizeof *ps);
    pthread_t *ids = calloc(threads, sizeof *ids);
    pthread_barrier_t gate;
    if (!ps || !ids) { perror("calloc"); return 1; }
    pthread_barrier_init(&gate, NULL, (unsigned) threads);
    for (int i = 0; i < threads; i++) {
        ref_thread_init(&ps[i].t, i, l.cpus[i % l.ncpus], l.policy, distinct ? l.priority - i : l.priority, l.count);
        ps[i].period = period;
        ps[i].warmup = l.warmup;
        ps[i].total = l.warmup + l.count;
        ps[i].instr_load = l.instr_load;
        ps[i].gate = &gate;
    }
    ref_lock_memory(l.mlockall);
    for (int i = 0; i < threads; i++) {
        if (pthread_create(&ids[i], NULL, periodic_main, &ps[i])) { perror("pthread_create"); return 1; }
    }
    long missed = 0;
    for (int i = 0; i < threads; i++) {
        pthread_join(ids[i], NULL);
        missed += ps[i].missed;
    }
    for (int i = 0; i < threads; i++) ref_report(l.out, &ps[i].t);
    printf("fact missed_periods=%ld\n", missed);
    for (int i = 0; i < threads; i++) printf("fact missed_periods_%d=%ld\n", i, ps[i].missed);
    return 0;
}
