/*
 * The C twin of `prio_inversion` with lock=posix-none or posix-inherit, as rt-tests' pi_stress arranges it:
 * three SCHED_FIFO threads on one CPU, low (priority - 2), medium (priority - 1) and high (priority). Each
 * round high releases low, which takes the mutex and tells high; high releases medium (which cannot run yet)
 * and asks for the mutex: timed from here until high holds it. Without inheritance medium runs busy for
 * medium_run while low, holding the mutex, waits for the CPU; with PTHREAD_PRIO_INHERIT low runs at high's
 * priority until it unlocks (low holds the mutex low_hold from taking it). All three then sleep gap.
 *
 *   prio_inversion out=DIR cpus=LIST protocol=none|inherit priority=P low_hold_ns=N medium_run_ns=N gap_ns=N
 *                  count=N warmup=N mlockall=0|1    (the first CPU of cpus is used; policy is always fifo)
 * Output: see rtjref.h; also facts rounds_high_got_lock_after_medium_finished, low_thread, medium_thread.
 */
#include "rtjref.h"
#include <semaphore.h>

static pthread_mutex_t lock;
static sem_t low_go, low_locked, medium_go, round_done;
static long long low_hold, medium_run, gap;
static volatile long round_no, medium_finished_round = -1;
static volatile int closing;
static struct ref_thread high, low, medium;

static void busy_until(long long deadline) {
    while (ref_now_ns() < deadline && !closing) {
    }
}

static void *low_main(void *arg) {
    (void) arg;
    ref_place(&low);
    for (;;) {
        sem_wait(&low_go);
        if (closing) return NULL;
        pthread_mutex_lock(&lock);
        long long until = ref_now_ns() + low_hold; /* the hold counts from taking the mutex */
        sem_post(&low_locked);                      /* high preempts us here */
        busy_until(until);
        pthread_mutex_unlock(&lock);
        sem_post(&round_done);
    }
}

static void *medium_main(void *arg) {
    (void) arg;
    ref_place(&medium);
    for (;;) {
        sem_wait(&medium_go);
        if (closing) return NULL;
        busy_until(ref_now_ns() + medium_run);
        medium_finished_round = round_no;
        sem_post(&round_done);
    }
}

int main(int argc, char **argv) {
    static int cpus[REF_MAX_CPUS];
    static const char *const protocols[] = {"none", "inherit", NULL};
    static const char *const known[] = {"out", "cpus", "protocol", "priority", "low_hold_ns", "medium_run_ns", "gap_ns", "count", "warmup", "mlockall", NULL};
    ref_start(argc, argv, known);
    const char *out = ref_arg("out", NULL);
    ref_cpus("cpus", cpus);
    int inherit = ref_choice("protocol", NULL, protocols);
    int priority = (int) ref_long("priority", "30", 3, 99);
    low_hold = ref_long("low_hold_ns", "200000", 1000, 1000000000);
    medium_run = ref_long("medium_run_ns", "20000000", 1000, 1000000000);
    gap = ref_long("gap_ns", "10000000", 0, 10000000000LL);
    long count = (long) ref_long("count", "10000", 1, 100000000);
    long warmup = (long) ref_long("warmup", "1000", 0, 100000000);
    int lock_memory = (int) ref_long("mlockall", "1", 0, 1);

    pthread_mutexattr_t attr;
    pthread_mutexattr_init(&attr);
    pthread_mutexattr_setprotocol(&attr, inherit ? PTHREAD_PRIO_INHERIT : PTHREAD_PRIO_NONE);
    pthread_mutex_init(&lock, &attr);
    sem_init(&low_go, 0, 0);
    sem_init(&low_locked, 0, 0);
    sem_init(&medium_go, 0, 0);
    sem_init(&round_done, 0, 0);
    ref_thread_init(&high, 0, cpus[0], 1, priority, count);
    ref_thread_init(&low, 1, cpus[0], 1, priority - 2, 0);
    ref_thread_init(&medium, 2, cpus[0], 1, priority - 1, 0);
    ref_lock_memory(lock_memory);
    ref_place(&high); /* the main thread is high */
    pthread_t low_id, medium_id;
    if (pthread_create(&low_id, NULL, low_main, NULL) || pthread_create(&medium_id, NULL, medium_main, NULL)) {
        perror("pthread_create");
        return 1;
    }
    long medium_first = 0;
    for (long i = 0; i < warmup + count; i++) {
        round_no++;
        sem_post(&low_go);
        sem_wait(&low_locked);
        sem_post(&medium_go);                 /* ready, but we outrank it */
        long long start = ref_now_ns();
        pthread_mutex_lock(&lock);             /* blocks: low holds it */
        long long acquired = ref_now_ns();
        if (medium_finished_round == round_no && i >= warmup) medium_first++;
        pthread_mutex_unlock(&lock);
        if (i >= warmup) ref_record(&high, acquired - start);
        sem_wait(&round_done);
        sem_wait(&round_done);
        ref_seen(&high);
        if (gap > 0) {
            struct timespec ts = {.tv_sec = gap / 1000000000LL, .tv_nsec = gap % 1000000000LL};
            while (nanosleep(&ts, &ts) == -1 && errno == EINTR) {
            }
        }
    }
    closing = 1;
    sem_post(&low_go);
    sem_post(&medium_go);
    pthread_join(low_id, NULL);
    pthread_join(medium_id, NULL);
    for (int w = 0; w < low.nwarnings; w++) ref_warn(&high, "low: %s", low.warnings[w]);
    for (int w = 0; w < medium.nwarnings; w++) ref_warn(&high, "medium: %s", medium.warnings[w]);
    ref_report(out, &high);
    printf("fact lock_behaviour=pthread mutex, PTHREAD_PRIO_%s\n", inherit ? "INHERIT" : "NONE");
    printf("fact rounds_high_got_lock_after_medium_finished=%ld\n", medium_first);
    printf("fact low_thread=cpu %s %s %d\n", low.affinity, low.policy_applied, low.priority_applied);
    printf("fact medium_thread=cpu %s %s %d\n", medium.affinity, medium.policy_applied, medium.priority_applied);
    return 0;
}
