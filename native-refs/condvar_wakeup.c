/*
 * The C twin of `dispatch` with handler=bound: the time from signalling a condition variable to the first
 * instruction of the thread it wakes. Each test thread i (the firer, on cpus[i % n]) has its own handler
 * thread (on the same CPU, or the next one of cpus with handler_cpu=other) and they go in lock step as in the
 * Java benchmark: the firer notes the time, signals, and waits for the handler's completion notice; the
 * handler, woken, reads the clock first thing and records the difference; the firer does its simulated work
 * and fires again. The firer releases the mutex before signalling, so the handler does not wake into a lock
 * the firer still holds (the Java handler is unparked, and reads the clock at once).
 *
 *   condvar_wakeup out=DIR cpus=LIST threads=N handler_cpu=same|other policy=other|fifo|rr priority=P
 *                  handler_priority=P count=N warmup=N instr_load=N mlockall=0|1
 * Output: see rtjref.h.
 */
#include "rtjref.h"

struct pair {
    struct ref_thread firer;
    struct ref_thread handler;
    pthread_mutex_t lock;
    pthread_cond_t fire_cv, done_cv;
    long fired, handled;
    long long fire_ns;
    long warmup, total, instr_load;
    pthread_barrier_t *gate;
};

static void *handler_main(void *arg) {
    struct pair *p = arg;
    ref_place(&p->handler);
    pthread_barrier_wait(p->gate);
    for (long i = 0; i < p->total; i++) {
        pthread_mutex_lock(&p->lock);
        while (p->fired == p->handled) pthread_cond_wait(&p->fire_cv, &p->lock);
        long long now = ref_now_ns();        /* first thing after waking */
        if (i >= p->warmup) ref_record(&p->firer, now - p->fire_ns);
        p->handled++;
        pthread_mutex_unlock(&p->lock);
        pthread_cond_signal(&p->done_cv);     /* the completion notice */
        ref_seen(&p->handler);
    }
    return NULL;
}

static void *firer_main(void *arg) {
    struct pair *p = arg;
    unsigned long long state = 0x9E3779B97F4A7C15ULL;
    ref_place(&p->firer);
    pthread_barrier_wait(p->gate);
    for (long i = 0; i < p->total; i++) {
        pthread_mutex_lock(&p->lock);
        p->fire_ns = ref_now_ns();
        p->fired++;
        pthread_mutex_unlock(&p->lock);
        pthread_cond_signal(&p->fire_cv);
        pthread_mutex_lock(&p->lock);
        while (p->handled != p->fired) pthread_cond_wait(&p->done_cv, &p->lock);
        pthread_mutex_unlock(&p->lock);
        ref_seen(&p->firer);
        ref_work(p->instr_load, &state);
    }
    return NULL;
}

int main(int argc, char **argv) {
    static struct ref_layout l;
    static const char *const handler_cpus[] = {"same", "other", NULL};
    static const char *const known[] = {REF_LAYOUT_KEYS, "handler_cpu", "handler_priority", NULL};
    ref_start(argc, argv, known);
    ref_layout_read(&l);
    int threads = l.threads, ncpus = l.ncpus;
    int other = ref_choice("handler_cpu", "same", handler_cpus);
    int handler_priority = (int) ref_long("handler_priority", "31", 1, 99);
    if (other && ncpus < 2) ref_usage_error("handler_cpu=other needs at least 2 CPUs in cpus");

    struct pair *pairs = calloc(threads, sizeof *pairs);
    pthread_t *ids = calloc(2 * (size_t) threads, sizeof *ids);
    pthread_barrier_t gate;
    if (!pairs || !ids) { perror("calloc"); return 1; }
    pthread_barrier_init(&gate, NULL, 2 * (unsigned) threads);
    for (int i = 0; i < threads; i++) {
        struct pair *p = &pairs[i];
        ref_thread_init(&p->firer, i, l.cpus[i % ncpus], l.policy, l.priority, l.count);
        ref_thread_init(&p->handler, i, l.cpus[(i + other) % ncpus], l.policy, handler_priority, 0);
        pthread_mutex_init(&p->lock, NULL);
        pthread_cond_init(&p->fire_cv, NULL);
        pthread_cond_init(&p->done_cv, NULL);
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
        printf("fact handler_%d=cpu %s %s %d\n", i, h->affinity, h->policy_applied, h->priority_applied);
    }
    return 0;
}
