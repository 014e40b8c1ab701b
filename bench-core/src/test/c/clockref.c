/*
 * clockref: the C reference for rtjbench's clock read costs (bin/clock-bench builds and runs it).
 * Measured the way the timer testapp and ReadCost measure Java clocks: a batch of back-to-back reads
 * timed by CLOCK_MONOTONIC, best of several rounds, in ns per read. The reads are the instructions
 * themselves (inline), so this is the floor a Java call path can approach.
 *
 *   clockref [reads_per_batch [rounds]]     prints "c <name> <ns_per_read>" lines
 */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static inline uint64_t now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t) ts.tv_sec * 1000000000u + (uint64_t) ts.tv_nsec;
}

#if defined(__x86_64__)
static inline uint64_t rd_plain(void) {
    uint32_t lo, hi;
    __asm__ __volatile__("rdtsc" : "=a"(lo), "=d"(hi));
    return ((uint64_t) hi << 32) | lo;
}
static inline uint64_t rd_rdtscp(void) {
    uint32_t lo, hi, aux;
    __asm__ __volatile__("rdtscp" : "=a"(lo), "=d"(hi), "=c"(aux));
    return ((uint64_t) hi << 32) | lo;
}
static inline uint64_t rd_start(void) {
    uint32_t lo, hi;
    __asm__ __volatile__("lfence\n\trdtsc" : "=a"(lo), "=d"(hi) : : "memory");
    return ((uint64_t) hi << 32) | lo;
}
static inline uint64_t rd_end(void) {
    uint32_t lo, hi, aux;
    __asm__ __volatile__("rdtscp\n\tlfence" : "=a"(lo), "=d"(hi), "=c"(aux) : : "memory");
    return ((uint64_t) hi << 32) | lo;
}
#define NAME_PLAIN "rdtsc"
#define NAME_RDTSCP "rdtscp"
#define NAME_START "lfence;rdtsc"
#define NAME_END "rdtscp;lfence"
#elif defined(__aarch64__)
static inline uint64_t rd_plain(void) { uint64_t v; __asm__ __volatile__("mrs %0, cntvct_el0" : "=r"(v)); return v; }
static inline uint64_t rd_rdtscp(void) { uint64_t v; __asm__ __volatile__("isb\n\tmrs %0, cntvct_el0" : "=r"(v) : : "memory"); return v; }
static inline uint64_t rd_start(void) { return rd_rdtscp(); }
static inline uint64_t rd_end(void) { uint64_t v; __asm__ __volatile__("isb\n\tmrs %0, cntvct_el0\n\tisb" : "=r"(v) : : "memory"); return v; }
#define NAME_PLAIN "rdtsc"          /* cntvct_el0, named like the x86 row for the comparison */
#define NAME_RDTSCP "rdtscp"        /* isb; cntvct_el0 */
#define NAME_START "lfence;rdtsc"   /* isb; cntvct_el0 */
#define NAME_END "rdtscp;lfence"    /* isb; cntvct_el0; isb */
#else
#error "x86-64 or aarch64 only"
#endif

static volatile uint64_t sink;

#define MEASURE(label, expr)                                                  \
    do {                                                                      \
        double best = 1e30;                                                   \
        for (int r = 0; r < rounds + 1; r++) { /* round 0 warms up */        \
            uint64_t acc = 0;                                                 \
            uint64_t t0 = now_ns();                                           \
            for (long i = 0; i < reads; i++) acc += (expr);                   \
            uint64_t t1 = now_ns();                                           \
            sink += acc;                                                      \
            double per = (double) (t1 - t0) / reads;                          \
            if (r > 0 && per < best) best = per;                              \
        }                                                                     \
        printf("c %s %.2f\n", label, best);                                   \
    } while (0)

static inline uint64_t rd_gettime(void) { return now_ns(); }

int main(int argc, char **argv) {
    long reads = argc > 1 ? atol(argv[1]) : 200000;
    int rounds = argc > 2 ? atoi(argv[2]) : 5;
    if (reads < 1 || rounds < 1) {
        fprintf(stderr, "usage: clockref [reads_per_batch>=1 [rounds>=1]]\n");
        return 2;
    }
    MEASURE(NAME_PLAIN, rd_plain());
    MEASURE(NAME_RDTSCP, rd_rdtscp());
    MEASURE(NAME_START, rd_start());
    MEASURE(NAME_END, rd_end());
    MEASURE("clock_gettime", rd_gettime());
    return 0;
}
