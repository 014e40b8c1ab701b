/*
 * rtjclock: the time-stamp counter for rtjbench, as small as a native function can be.
 *
 * Three reads, as PRAcTISE (section 3.5) explains:
 *   rtj_tsc()        a plain read: cheapest, but the CPU may move it across neighbouring instructions;
 *   rtj_tsc_start()  the start of a serialised region: lfence waits for everything before it to finish,
 *                    then the counter is read, so earlier work cannot leak into the region;
 *   rtj_tsc_end()    the end of a serialised region: rdtscp waits for the region's instructions to finish
 *                    before reading, and the lfence after it keeps later work from starting early.
 * (The seed uses CPUID for the fences; lfence is serialising for this purpose on AMD and Intel since the
 * Spectre microcode updates, and costs far less and far more steadily than CPUID.)
 *
 * aarch64 has the same three with the generic timer's virtual counter (cntvct_el0), isb playing lfence.
 * rtj_counter_hz() gives the counter's nominal frequency where the architecture publishes it (cntfrq_el0),
 * 0 on x86-64, where the harness calibrates against CLOCK_MONOTONIC instead.
 *
 * The library is called three ways, whichever is fastest on the VM: FFM downcalls and JNA direct mapping
 * call the rtj_* functions; JNI calls the Java_* entries at the end. The JNI entries are declared without
 * jni.h (a jlong is a 64-bit integer, the env and class pointers are unused), so the build needs no JDK
 * headers, only gcc.
 */
#include <stdint.h>

#define RTJ_EXPORT __attribute__((visibility("default")))

#if defined(__x86_64__)

static inline uint64_t plain_read(void) {
    uint32_t lo, hi;
    __asm__ __volatile__("rdtsc" : "=a"(lo), "=d"(hi));
    return ((uint64_t) hi << 32) | lo;
}

static inline uint64_t start_read(void) {
    uint32_t lo, hi;
    __asm__ __volatile__("lfence\n\trdtsc" : "=a"(lo), "=d"(hi) : : "memory");
    return ((uint64_t) hi << 32) | lo;
}

static inline uint64_t end_read(void) {
    uint32_t lo, hi, aux;
    __asm__ __volatile__("rdtscp\n\tlfence" : "=a"(lo), "=d"(hi), "=c"(aux) : : "memory");
    return ((uint64_t) hi << 32) | lo;
}

static inline uint64_t counter_hz(void) {
    return 0;
}

#elif defined(__aarch64__)

static inline uint64_t plain_read(void) {
    uint64_t v;
    __asm__ __volatile__("mrs %0, cntvct_el0" : "=r"(v));
    return v;
}

static inline uint64_t start_read(void) {
    uint64_t v;
    __asm__ __volatile__("isb\n\tmrs %0, cntvct_el0" : "=r"(v) : : "memory");
    return v;
}

static inline uint64_t end_read(void) {
    uint64_t v;
    __asm__ __volatile__("isb\n\tmrs %0, cntvct_el0\n\tisb" : "=r"(v) : : "memory");
    return v;
}

static inline uint64_t counter_hz(void) {
    uint64_t v;
    __asm__ __volatile__("mrs %0, cntfrq_el0" : "=r"(v));
    return v;
}

#else
#error "rtjclock supports x86-64 (rdtsc) and aarch64 (cntvct_el0) only"
#endif

RTJ_EXPORT int64_t rtj_tsc(void) { return (int64_t) plain_read(); }
RTJ_EXPORT int64_t rtj_tsc_start(void) { return (int64_t) start_read(); }
RTJ_EXPORT int64_t rtj_tsc_end(void) { return (int64_t) end_read(); }
RTJ_EXPORT int64_t rtj_counter_hz(void) { return (int64_t) counter_hz(); }

/* JNI: static native methods of rtjbench.core.clock.JniTsc. */
RTJ_EXPORT int64_t Java_rtjbench_core_clock_JniTsc_read(void *env, void *cls) {
    (void) env; (void) cls;
    return (int64_t) plain_read();
}

RTJ_EXPORT int64_t Java_rtjbench_core_clock_JniTsc_readStart(void *env, void *cls) {
    (void) env; (void) cls;
    return (int64_t) start_read();
}

RTJ_EXPORT int64_t Java_rtjbench_core_clock_JniTsc_readEnd(void *env, void *cls) {
    (void) env; (void) cls;
    return (int64_t) end_read();
}

RTJ_EXPORT int64_t Java_rtjbench_core_clock_JniTsc_counterHz(void *env, void *cls) {
    (void) env; (void) cls;
    return (int64_t) counter_hz();
}
