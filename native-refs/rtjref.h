/*
 * What the C references share: key=value arguments (refused with a message naming the argument, the value and
 * what is allowed, exit 2), thread placement read back as the Java harness reads it, the clock, the simulated
 * work, and the output the driver (rtjbench.core.run.NativeRefs) reads back:
 *   - OUT/thread-<i>.ns: thread i's measured samples, nanoseconds, one a line, in the order taken;
 *   - on stdout, one line a thread:  thread <i> key=value ...  (cpus_requested, affinity_applied, policy_applied,
 *     priority_applied, samples, cpu_ns and wall_ns of the measured phase (-1: not taken), cpus_seen), then any
 *     warning <i> <text>,  helper <i> <name> cpu_ns=<ns>  (a thread working for thread i: its handler) and
 *     fact <key>=<value>  lines.
 * Everything a timed loop needs is allocated, touched and locked before it starts; the loop only reads the
 * clock and stores into an array.
 */
#ifndef RTJREF_H
#define RTJREF_H
#define _GNU_SOURCE
#include <errno.h>
#include <stdatomic.h>
#include <pthread.h>
#include <sched.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

#define REF_MAX_CPUS 1024
#define REF_MAX_WARNINGS 4

static int ref_argc;
static char **ref_argv;

static inline void ref_usage_error(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "%s: ", ref_argv[0]);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(2);
}

/* The value of key=..., or dflt where not given (NULL dflt: the argument is required). */
static inline const char *ref_arg(const char *key, const char *dflt) {
    size_t n = strlen(key);
    for (int i = 1; i < ref_argc; i++) {
        if (strncmp(ref_argv[i], key, n) == 0 && ref_argv[i][n] == '=') return ref_argv[i] + n + 1;
    }
    if (!dflt) ref_usage_error("argument %s=... is required", key);
    return dflt;
}

static inline long long ref_long(const char *key, const char *dflt, long long min, long long max) {
    const char *text = ref_arg(key, dflt);
    char *end;
    errno = 0;
    long long v = strtoll(text, &end, 10);
    if (errno || end == text || *end || v < min || v > max)
        ref_usage_error("%s=%s: allowed a whole number from %lld to %lld", key, text, min, max);
    return v;
}

static inline int ref_choice(const char *key, const char *dflt, const char *const *choices) {
    const char *text = ref_arg(key, dflt);
    for (int i = 0; choices[i]; i++) if (strcmp(text, choices[i]) == 0) return i;
    ref_usage_error("%s=%s: not one of the allowed values", key, text);
    return -1;
}

/* "0-3,8" into cpus[]; returns how many. */
static inline int ref_cpus(const char *key, int *cpus) {
    const char *text = ref_arg(key, NULL);
    int n = 0;
    const char *p = text;
    while (*p) {
        char *end;
        long from = strtol(p, &end, 10), to = from;
        if (end == p || from < 0) ref_usage_error("%s=%s: not a CPU list such as 0-3,8", key, text);
        p = end;
        if (*p == '-') {
            to = strtol(p + 1, &end, 10);
            if (end == p + 1 || to < from) ref_usage_error("%s=%s: not a CPU list such as 0-3,8", key, text);
            p = end;
        }
        for (long c = from; c <= to; c++) {
            if (n == REF_MAX_CPUS || c >= REF_MAX_CPUS) ref_usage_error("%s=%s: at most %d CPUs below %d", key, text, REF_MAX_CPUS, REF_MAX_CPUS);
            cpus[n++] = (int) c;
        }
        if (*p == ',') p++;
        else if (*p) ref_usage_error("%s=%s: not a CPU list such as 0-3,8", key, text);
    }
    if (n == 0) ref_usage_error("%s is empty", key);
    return n;
}


static const char *const REF_POLICIES[] = {"other", "fifo", "rr", NULL};
static const int REF_POLICY_IDS[] = {SCHED_OTHER, SCHED_FIFO, SCHED_RR};

static inline long long ref_now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/* The Java harness's SimulatedWork: instr_load iterations of a dependent add and xor-shift. */
static volatile long long ref_sink;
static inline void ref_work(long iterations, unsigned long long *state) {
    unsigned long long x = *state;
    for (long i = 0; i < iterations; i++) {
        x += (unsigned long long) i;
        x ^= x << 13;
        x ^= x >> 7;
    }
    *state = x;
    if (x == 42) ref_sink = (long long) x;
}

/* The arguments every twin of a multi-threaded testapp takes (NativeArguments.threads and .loop write them). */
#define REF_LAYOUT_KEYS "out", "cpus", "threads", "policy", "priority", "count", "warmup", "instr_load", "mlockall"
struct ref_layout {
    const char *out;
    int cpus[REF_MAX_CPUS];
    int ncpus;
    int threads;
    int policy; /* index into REF_POLICIES */
    int priority;
    long count, warmup, instr_load;
    int mlockall;
};

static inline void ref_layout_read(struct ref_layout *l) {
    l->out = ref_arg("out", NULL);
    l->ncpus = ref_cpus("cpus", l->cpus);
    l->threads = (int) ref_long("threads", "1", 1, 4096);
    l->policy = ref_choice("policy", "other", REF_POLICIES);
    l->priority = (int) ref_long("priority", "30", 1, 99);
    l->count = (long) ref_long("count", "10000", 1, 100000000);
    l->warmup = (long) ref_long("warmup", "1000", 0, 100000000);
    l->instr_load = (long) ref_long("instr_load", "1000", 0, 1000000000);
    l->mlockall = (int) ref_long("mlockall", "1", 0, 1);
}

/* One measured thread: what it asked for, what it got, where it was seen, and its samples. */
struct ref_thread {
    int index;
    int cpu;
    int policy;   /* index into REF_POLICIES */
    int priority;
    char affinity[64];
    char policy_applied[8];
    int priority_applied;
    char seen[REF_MAX_CPUS];
    char warnings[REF_MAX_WARNINGS][160];
    int nwarnings;
    long long *samples;
    long count, taken;
    long long cpu_start, cpu_ns;   /* CPU time in the measured phase, CLOCK_THREAD_CPUTIME_ID; -1: not taken */
    long long wall_start, wall_ns; /* its wall time */
};

static inline long long ref_thread_cpu_ns(void) {
    struct timespec ts;
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)) return -1;
    return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/* Called by the thread itself as its measured phase begins and ends, outside the timed region. */
static inline void ref_cpu_start(struct ref_thread *t) {
    t->cpu_start = ref_thread_cpu_ns();
    t->wall_start = ref_now_ns();
}

static inline void ref_cpu_end(struct ref_thread *t) {
    long long cpu = ref_thread_cpu_ns();
    t->cpu_ns = t->cpu_start < 0 || cpu < 0 ? -1 : cpu - t->cpu_start;
    t->wall_ns = ref_now_ns() - t->wall_start;
}

/* The CPU's spin-wait hint in a busy loop (x86 PAUSE, Arm YIELD), as Thread.onSpinWait. */
static inline void ref_spin_hint(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__) || defined(__arm__)
    __asm__ __volatile__("yield");
#endif
}

static inline void ref_warn(struct ref_thread *t, const char *fmt, ...) {
    if (t->nwarnings == REF_MAX_WARNINGS) return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(t->warnings[t->nwarnings++], sizeof t->warnings[0], fmt, ap);
    va_end(ap);
}

static inline void ref_thread_init(struct ref_thread *t, int index, int cpu, int policy, int priority, long count) {
    memset(t, 0, sizeof *t);
    t->index = index;
    t->cpu = cpu;
    t->policy = policy;
    t->priority = priority;
    t->count = count;
    t->cpu_ns = -1;
    t->wall_ns = -1;
    t->samples = calloc(count > 0 ? count : 1, sizeof *t->samples);
    if (!t->samples) { perror("calloc"); exit(1); }
    for (long i = 0; i < count; i++) t->samples[i] = 0; /* touch every page before the loop */
}

/* Places the calling thread (CPU, policy, priority) and reads back what it got; a refusal is a warning. */
static inline void ref_place(struct ref_thread *t) {
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(t->cpu, &set);
    int e = pthread_setaffinity_np(pthread_self(), sizeof set, &set);
    if (e) ref_warn(t, "CPU %d not applied: %s", t->cpu, strerror(e));
    struct sched_param p = {.sched_priority = REF_POLICY_IDS[t->policy] == SCHED_OTHER ? 0 : t->priority};
    e = pthread_setschedparam(pthread_self(), REF_POLICY_IDS[t->policy], &p);
    if (e) ref_warn(t, "%s %d not applied: %s", REF_POLICIES[t->policy], t->priority, strerror(e));
    CPU_ZERO(&set);
    t->affinity[0] = 0;
    if (pthread_getaffinity_np(pthread_self(), sizeof set, &set) == 0) {
        size_t used = 0;
        for (int c = 0; c < CPU_SETSIZE && used + 8 < sizeof t->affinity; c++)
            if (CPU_ISSET(c, &set)) used += snprintf(t->affinity + used, sizeof t->affinity - used, used ? ",%d" : "%d", c);
    }
    int policy;
    if (pthread_getschedparam(pthread_self(), &policy, &p) == 0) {
        strcpy(t->policy_applied, policy == SCHED_FIFO ? "fifo" : policy == SCHED_RR ? "rr" : "other");
        t->priority_applied = p.sched_priority;
    }
}

/* Outside the timed region: note the CPU the thread is on now. */
static inline void ref_seen(struct ref_thread *t) {
    int c = sched_getcpu();
    if (c >= 0 && c < REF_MAX_CPUS) t->seen[c] = 1;
}

static inline void ref_record(struct ref_thread *t, long long ns) {
    if (t->taken < t->count) t->samples[t->taken++] = ns;
}

static inline void ref_lock_memory(int wanted) {
    if (wanted && mlockall(MCL_CURRENT | MCL_FUTURE)) printf("warning -1 mlockall: %s\n", strerror(errno));
}

/* Writes OUT/thread-<i>.ns and the thread's line on stdout. */
static inline void ref_report(const char *out, struct ref_thread *t) {
    char path[4096];
    snprintf(path, sizeof path, "%s/thread-%d.ns", out, t->index);
    FILE *f = fopen(path, "w");
    if (!f) { fprintf(stderr, "cannot write %s: %s\n", path, strerror(errno)); exit(1); }
    for (long i = 0; i < t->taken; i++) fprintf(f, "%lld\n", t->samples[i]);
    if (fclose(f)) { fprintf(stderr, "cannot write %s: %s\n", path, strerror(errno)); exit(1); }
    printf("thread %d cpus_requested=%d affinity_applied=%s policy_requested=%s policy_applied=%s priority_requested=%d"
           " priority_applied=%d samples=%ld cpu_ns=%lld wall_ns=%lld cpus_seen=", t->index, t->cpu,
           t->affinity[0] ? t->affinity : "?", REF_POLICIES[t->policy], t->policy_applied[0] ? t->policy_applied : "?",
           t->priority, t->priority_applied, t->taken, t->cpu_ns, t->wall_ns);
    int first = 1;
    for (int c = 0; c < REF_MAX_CPUS; c++) if (t->seen[c]) { printf(first ? "%d" : ",%d", c); first = 0; }
    printf("\n");
    for (int i = 0; i < t->nwarnings; i++) printf("warning %d %s\n", t->index, t->warnings[i]);
}

/* Every argument must be key=value with a key from known (NULL-terminated); a typo is refused, not ignored. */
static inline void ref_start(int argc, char **argv, const char *const *known) {
    ref_argc = argc;
    ref_argv = argv;
    setvbuf(stdout, NULL, _IOLBF, 0);
    for (int i = 1; i < argc; i++) {
        const char *eq = strchr(argv[i], '=');
        int ok = 0;
        for (int k = 0; eq && known[k] && !ok; k++)
            ok = strlen(known[k]) == (size_t) (eq - argv[i]) && strncmp(argv[i], known[k], eq - argv[i]) == 0;
        if (!ok) {
            fprintf(stderr, "%s: unknown argument '%s'; allowed:", argv[0], argv[i]);
            for (int k = 0; known[k]; k++) fprintf(stderr, " %s=...", known[k]);
            fputc('\n', stderr);
            exit(2);
        }
    }
}

#endif
