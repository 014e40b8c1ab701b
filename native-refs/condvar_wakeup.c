/*
 * The C twin of `dispatch` with handler=bound: the time from firing to the first instruction of the handler
 * thread. Each test thread i (the firer, on cpus[i % n]) has its own handler thread (on the same CPU, or the
 * next one of cpus with handler_cpu=other) and they go in lock step as in the Java benchmark: the firer notes
 * the time, fires, and waits for the handler's completion notice; the handler, woken, reads the clock first
 * thing and records the difference; the firer does its simulated work and fires again.
 *
 * wait= says how both waits are made, as the Java benchmark's wait_strategy:
 *   condvar  (wait_strategy=park): a condition variable each way. The firer releases the mutex before
 *            signalling, so the handler does not wake into a lock the firer still holds (the Java handler is
 *            unparked, and reads the clock at once).
 *   yield    an atomic counter each way, sched_yield between looks;
 *   spin     the same, a busy loop with the CPU's spin-wait hint (PAUSE);
 *   backoff  the same, spinning backoff_spins turns, then yielding backoff_yields turns, then nanosleep from
 *            backoff_min_park_ns doubling to backoff_max_park_ns (Agrona's BackoffIdleStrategy, as in Java).
 * Every thread's CPU time over the measured phase (CLOCK_THREAD_CPUTIME_ID) is reported with its samples.
 *
 *   condvar_wakeup out=DIR cpus=LIST threads=N handler_cpu=same|other policy=other|fifo|rr priority=P
 *                  handler_priority=P count=N warmup=N instr_load=N mlockall=0|1 wait=condvar|yield|spin|backoff
 *                  [backoff_spins=N backoff_yields=N backoff_min_park_ns=N backoff_max_park_ns=N]
 * Output: see rtjref.h.
 */
#include "rtjref.h"

enum wait_kind { WAIT_CONDVAR, WAIT_YIELD, WAIT_SPIN, WAIT_BACKOFF };

struct backoff_params {
    long spins, yields;
    long long min_park, max_park;
};

/* One waiting thread's backoff: which turn of which phase it is in. */
struct backoff {
    const struct backoff_params *p;
    long spins, yields;
    long long park;
};

static inline void backoff_reset(struct backoff *b) {
    b->spins = 0;
    b->yields = 0;
    b->park = b->p->min_park;
}

static inline void backoff_idle(struct backoff *b) {
    if (b->spins < b->p->spins) {
        b->spins++;
        ref_spin_hint();
    } else if (b->yields < b->p->yields) {
        b->yields++;
        sched_yield();
    } else {
        struct timespec ts = {.tv_sec = b->park / 1000000000LL, .tv_nsec = b->park % 1000000000LL};
        nanosleep(&ts, NULL);
        b->park = b->park * 2 > b->p->max_park ? b->p->max_park : b->park * 2;
    }
}

struct pair {
    struct ref_thread firer;
    struct ref_thread handler;
    enum wait_kind wait;
    struct backoff_params backoff;
    pthread_mutex_t lock;
    pthread_cond_t fire_cv, done_cv;
    long fired, handled;
    /* the atomic strategies: each counter on a cache line of its own, the fire time beside the fire count */
    _Alignas(64) _Atomic long fired_a;
    long long fire_ns_a;
    _Alignas(64) _Atomic long handled_a;
    _Alignas(64) long long fire_ns;
    long warmup, total, instr_load;
    pthread_barrier_t *gate;
};

/* One turn of an atomic wait. */
static inline void wait_turn(enum wait_kind wait, struct backoff *b) {
    if (wait == WAIT_SPIN) ref_spin_hint();
    else if (wait == WAIT_YIELD) sched_yield();
    else backoff_idle(b);
}

static void *handler_main(void *arg) {
    struct pair *p = arg;
    struct backoff b = {.p = &p->backoff};
    backoff_reset(&b);
    ref_place(&p->handler);
    pthread_barrier_wait(p->gate);
    for (long i = 0; i < p->total; i++) {
        if (i == p->warmup) ref_cpu_start(&p->handler);
        if (p->wait == WAIT_CONDVAR) {
            pthread_mutex_lock(&p->lock);
            while (p->fired == p->handled) pthread_cond_wait(&p->fire_cv, &p->lock);
            long long now = ref_now_ns();        /* first thing after waking */
            if (i >= p->warmup) ref_record(&p->firer, now - p->fire_ns);
            p->handled++;
            pthread_mutex_unlock(&p->lock);
            pthread_cond_signal(&p->done_cv);     /* the completion notice */
        } else {
            while (atomic_load_explicit(&p->fired_a, memory_order_acquire) == i) wait_turn(p->wait, &b);
            long long now = ref_now_ns();        /* first thing after seeing the fire */
            if (i >= p->warmup) ref_record(&p->firer, now - p->fire_ns_a);
            backoff_reset(&b);
            atomic_store_explicit(&p->handled_a, i + 1, memory_order_release); /* the completion notice */
        }
        ref_seen(&p->handler);
    }
    ref_cpu_end(&p->handler);
    return NULL;
}

static void *firer_main(void *arg) {
    struct pair *p = arg;
    unsigned long long state = 0x9E3779B97F4A7C15ULL;
    struct backoff b = {.p = &p->backoff};
    backoff_reset(&b);
    ref_place(&p->firer);
    pthread_barrier_wait(p->gate);
    for (long i = 0; i < p->total; i++) {
        if (i == p->warmup) ref_cpu_start(&p->firer);
        if (p->wait == WAIT_CONDVAR) {
            pthread_mutex_lock(&p->lock);
            p->fire_ns = ref_now_ns();
            p->fired++;
            pthread_mutex_unlock(&p->lock);
            pthread_cond_signal(&p->fire_cv);
            pthread_mutex_lock(&p->lock);
            while (p->handled != p->fired) pthread_cond_wait(&p->done_cv, &p->lock);
            pthread_mutex_unlock(&p->lock);
        } else {
            p->fire_ns_a = ref_now_ns();
            atomic_store_explicit(&p->fired_a, i + 1, memory_order_release);
            while (atomic_load_explicit(&p->handled_a, memory_order_acquire) != i + 1) wait_turn(p->wait, &b);
            backoff_reset(&b);
        }
        ref_seen(&p->firer);
        ref_work(p->instr_load, &state);
    }
    ref_cpu_end(&p->firer);
    return NULL;
}

int main(int argc, char **argv) {
    static struct ref_layout l;
    static const char *const handler_cpus[] = {"same", "other", NULL};
    static const char *const waits[] = {"condvar", "yield", "spin", "backoff", NULL};
    static const char *const known[] = {REF_LAYOUT_KEYS, "handler_cpu", "handler_priority", "wait", "backoff_spins",
                                        "backoff_yields", "backoff_min_park_ns", "backoff_max_park_ns", NULL};
    ref_start(argc, argv, known);
    ref_layout_read(&l);
    int threads = l.threads, ncpus = l.ncpus;
    int other = ref_choice("handler_cpu", "same", handler_cpus);
    int handler_priority = (int) ref_long("handler_priority", "31", 1, 99);
    enum wait_kind wait = (enum wait_kind) ref_choice("wait", "condvar", waits);
    struct backoff_params backoff = {
        .spins = (long) ref_long("backoff_spins", "100", 0, 1000000000),
        .yields = (long) ref_long("backoff_yields", "10", 0, 1000000000),
        .min_park = ref_long("backoff_min_park_ns", "1000", 1, 1000000000),
        .max_park = ref_long("backoff_max_park_ns", "1000000", 1, 1000000000),
    };
    if (other && ncpus < 2) ref_usage_error("handler_cpu=other needs at least 2 CPUs in cpus");
    if (backoff.max_park < backoff.min_park) ref_usage_error("backoff_max_park_ns is below backoff_min_park_ns");
    if (wait == WAIT_SPIN && !other) ref_usage_error("wait=spin with the handler on its firer's CPU: nothing could run the handler");

    struct pair *pairs = NULL;
    pthread_t *ids = calloc(2 * (size_t) threads, sizeof *ids);
    pthread_barrier_t gate;
    if (posix_memalign((void **) &pairs, 64, (size_t) threads * sizeof *pairs) || !ids) { perror("calloc"); return 1; }
    memset(pairs, 0, (size_t) threads * sizeof *pairs);
    pthread_barrier_init(&gate, NULL, 2 * (unsigned) threads);
    for (int i = 0; i < threads; i++) {
        struct pair *p = &pairs[i];
        ref_thread_init(&p->firer, i, l.cpus[i % ncpus], l.policy, l.priority, l.count);
        ref_thread_init(&p->handler, i, l.cpus[(i + other) % ncpus], l.policy, handler_priority, 0);
        pthread_mutex_init(&p->lock, NULL);
        pthread_cond_init(&p->fire_cv, NULL);
        pthread_cond_init(&p->done_cv, NULL);
        atomic_init(&p->fired_a, 0);
        atomic_init(&p->handled_a, 0);
        p->wait = wait;
        p->backoff = backoff;
        p->warmup = l.warmup;
        p->total = l.warmup + l.count;
        p->instr_load = l.instr_load;
        p->gate = &gate;
    }
    ref_lock_memory(l.mlockall);
    for (int i = 0; i < threads; i++) {
        if (pthread_create(&ids[2 * i], NULL, handler_main, &pairs[i]) || pthread_create(&ids[2 * i + 1], NULL, firer_main, &pairs[i])) {
            perror("pthread_create");
            return 1;
        }
    }
    for (int i = 0; i < 2 * threads; i++) pthread_join(ids[i], NULL);
    for (int i = 0; i < threads; i++) {
        struct ref_thread *h = &pairs[i].handler;
        for (int w = 0; w < h->nwarnings; w++) ref_warn(&pairs[i].firer, "handler: %s", h->warnings[w]);
        ref_report(l.out, &pairs[i].firer);
        printf("helper %d handler-%d cpu_ns=%lld\n", i, i, h->cpu_ns);
        printf("fact handler_%d=cpu %s %s %d\n", i, h->affinity, h->policy_applied, h->priority_applied);
    }
    printf("fact wait=%s\n", waits[wait]);
    return 0;
}
