/*
 * The C reference for `dispatch`: the time from pthread_cond_signal in one thread to the first instruction
 * of the thread it wakes, in the same lock step as the Java benchmark (fire, wait for the completion notice).
 * Build and run (root for SCHED_FIFO):
 *   gcc -O2 -pthread -o /tmp/condvar_wakeup bench-events/src/test/c/condvar_wakeup.c
 *   /tmp/condvar_wakeup FIRER_CPU HANDLER_CPU [fifo] [count]
 * Prints count, min, avg, p50, p99, max in microseconds.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/mman.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t fire_cv = PTHREAD_COND_INITIALIZER, done_cv = PTHREAD_COND_INITIALIZER;
static long fired, handled;
static long long fire_ns;
static long long *samples;
static int total, handler_cpu, fifo;

static long long now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static void place(int cpu, int prio) {
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    if (pthread_setaffinity_np(pthread_self(), sizeof set, &set)) perror("affinity");
    if (fifo) {
        struct sched_param p = {.sched_priority = prio};
        if (pthread_setschedparam(pthread_self(), SCHED_FIFO, &p)) perror("SCHED_FIFO");
    }
}

static void *handler(void *arg) {
    (void) arg;
    place(handler_cpu, 31);
    for (int i = 0; i < total; i++) {
        pthread_mutex_lock(&lock);
        while (fired == handled) pthread_cond_wait(&fire_cv, &lock);
        long long t = now_ns();                 /* first thing after waking */
        samples[i] = t - fire_ns;
        handled++;
        pthread_cond_signal(&done_cv);          /* completion notice */
        pthread_mutex_unlock(&lock);
    }
    return NULL;
}

static int cmp(const void *a, const void *b) {
    long long x = *(const long long *) a, y = *(const long long *) b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: %s FIRER_CPU HANDLER_CPU [fifo] [count]\n", argv[0]);
        return 2;
    }
    int firer_cpu = atoi(argv[1]);
    handler_cpu = atoi(argv[2]);
    fifo = argc > 3 && strcmp(argv[3], "fifo") == 0;
    int count = argc > 4 ? atoi(argv[4]) : 10000, warmup = 1000;
    total = count + warmup;
    samples = calloc(total, sizeof *samples);
    mlockall(MCL_CURRENT | MCL_FUTURE);
    place(firer_cpu, 30);
    pthread_t h;
    pthread_create(&h, NULL, handler, NULL);
    for (int i = 0; i < total; i++) {
        pthread_mutex_lock(&lock);
        fire_ns = now_ns();
        fired++;
        pthread_cond_signal(&fire_cv);
        while (handled != fired) pthread_cond_wait(&done_cv, &lock);
        pthread_mutex_unlock(&lock);
        for (volatile int k = 0; k < 1000; k++) ;  /* simulated work */
    }
    pthread_join(h, NULL);
    long long *s = samples + warmup;
    qsort(s, count, sizeof *s, cmp);
    double sum = 0;
    for (int i = 0; i < count; i++) sum += s[i];
    printf("count %d  min %.3f  avg %.3f  p50 %.3f  p99 %.3f  max %.3f us  (firer cpu %d, handler cpu %d, %s)\n", count,
           s[0] / 1e3, sum / count / 1e3, s[count / 2] / 1e3, s[(int) (count * 0.99)] / 1e3, s[count - 1] / 1e3,
           firer_cpu, handler_cpu, fifo ? "SCHED_FIFO 30/31" : "SCHED_OTHER");
    return 0;
}
