/*
 * rtjos: the Linux calls the harness makes for the calling thread (affinity, policy and priority, the current CPU,
 * mlockall, SCHED_DEADLINE through the raw system call, the thread's CPU time and preemptions), through JNI; and
 * one call into the VM, the constructor call a cold fork makes its benchmark with (at the end of this file).
 *
 * It exists for one caller: a cold start's fork. FFM (Java 22+) binds each call by spinning a method-handle chain
 * and a downcall stub, and JNA loads its own library, logging and reflection; under -Xcomp either is seconds of
 * compiling before a cold fork's first event. A JNI method is bound by the VM itself, by name, on its first call:
 * loading this library and making every call a cold start needs costs a few hundred milliseconds there. Warm
 * runs keep FFM (or JNA); the Java side (rtjbench.core.os.JniLinuxControl) says which binding a run used.
 *
 * Each function returns what the Java side expects of every binding: the call's result, or its errno negated.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <jni.h>
#include <sched.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#define RTJ_EXPORT __attribute__((visibility("default")))
/* Room for 1024 CPUs, glibc's cpu_set_t: LinuxThreadControl.MASK_BYTES. */
#define MASK_BYTES 128

static jint result(int r) {
    return r < 0 ? -errno : r;
}

RTJ_EXPORT jint JNICALL Java_rtjbench_core_os_JniLinuxControl_setAffinityMask0(
        JNIEnv *env, jclass cls, jbyteArray mask) {
    unsigned char bytes[MASK_BYTES];
    (void) cls;
    memset(bytes, 0, sizeof bytes);
    jsize n = (*env)->GetArrayLength(env, mask);
    (*env)->GetByteArrayRegion(env, mask, 0, n < MASK_BYTES ? n : MASK_BYTES, (jbyte *) bytes);
    return result(sched_setaffinity(0, MASK_BYTES, (cpu_set_t *) bytes));
}

RTJ_EXPORT jint JNICALL Java_rtjbench_core_os_JniLinuxControl_getAffinityMask0(
        JNIEnv *env, jclass cls, jbyteArray mask) {
    unsigned char bytes[MASK_BYTES];
    (void) cls;
    memset(bytes, 0, sizeof bytes);
    int r = sched_getaffinity(0, MASK_BYTES, (cpu_set_t *) bytes);
    if (r < 0) {
        return -errno;
    }
    jsize n = (*env)->GetArrayLength(env, mask);
    (*env)->SetByteArrayRegion(env, mask, 0, n < MASK_BYTES ? n : MASK_BYTES, (const jbyte *) bytes);
    return 0;
}

RTJ_EXPORT jint JNICALL Java_rtjbench_core_os_JniLinuxControl_setScheduler0(JNIEnv *env, jclass cls, jint policy,
                                                                            jint priority) {
    struct sched_param param;
    (void) env;
    (void) cls;
    memset(&param, 0, sizeof param);
    param.sched_priority = priority;
    return result(sched_setscheduler(0, policy, &param));
}

RTJ_EXPORT jint JNICALL Java_rtjbench_core_os_JniLinuxControl_getScheduler0(JNIEnv *env, jclass cls) {
    (void) env;
    (void) cls;
    return result(sched_getscheduler(0));
}

RTJ_EXPORT jint JNICALL Java_rtjbench_core_os_JniLinuxControl_getSchedPriority0(JNIEnv *env, jclass cls) {
    struct sched_param param;
    (void) env;
    (void) cls;
    memset(&param, 0, sizeof param);
    int r = sched_getparam(0, &param);
    return r < 0 ? -errno : param.sched_priority;
}

RTJ_EXPORT jint JNICALL Java_rtjbench_core_os_JniLinuxControl_lockAll0(JNIEnv *env, jclass cls, jint flags) {
    (void) env;
    (void) cls;
    return result(mlockall(flags));
}

RTJ_EXPORT jint JNICALL Java_rtjbench_core_os_JniLinuxControl_unlockAll0(JNIEnv *env, jclass cls) {
    (void) env;
    (void) cls;
    return result(munlockall());
}

RTJ_EXPORT jint JNICALL Java_rtjbench_core_os_JniLinuxControl_setAttr0(JNIEnv *env, jclass cls, jlong number,
                                                                       jbyteArray attr) {
    unsigned char bytes[128];
    (void) cls;
    memset(bytes, 0, sizeof bytes);
    jsize n = (*env)->GetArrayLength(env, attr);
    if (n > (jsize) sizeof bytes) {
        return -EINVAL;
    }
    (*env)->GetByteArrayRegion(env, attr, 0, n, (jbyte *) bytes);
    long r = syscall((long) number, 0L, bytes, 0L); /* pid 0: this thread; flags 0 */
    return r < 0 ? -errno : 0;
}

RTJ_EXPORT jint JNICALL Java_rtjbench_core_os_JniLinuxControl_currentCpu0(JNIEnv *env, jclass cls) {
    (void) env;
    (void) cls;
    return sched_getcpu();
}

RTJ_EXPORT jlong JNICALL Java_rtjbench_core_os_JniLinuxControl_threadCpuTimeNanos0(JNIEnv *env, jclass cls) {
    struct timespec t;
    (void) env;
    (void) cls;
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t) != 0) {
        return -1;
    }
    return (jlong) t.tv_sec * 1000000000LL + t.tv_nsec;
}

RTJ_EXPORT jlong JNICALL Java_rtjbench_core_os_JniLinuxControl_involuntarySwitches0(JNIEnv *env, jclass cls) {
    struct rusage usage;
    (void) env;
    (void) cls;
    if (getrusage(RUSAGE_THREAD, &usage) != 0) {
        return -1;
    }
    return (jlong) usage.ru_nivcsw;
}

/*
 * The one call into the VM: a new object of a class from its no-argument constructor
 * (rtjbench.core.run.fork.NativeConstructor). A cold fork makes its benchmark with it rather than by reflection,
 * whose first use on JDK 18+ builds a method-handle accessor: hundreds of compilations under -Xcomp. A missing
 * constructor leaves NoSuchMethodError pending, an abstract class InstantiationException, and whatever the
 * constructor throws is thrown to the caller.
 */
RTJ_EXPORT jobject JNICALL Java_rtjbench_core_run_fork_NativeConstructor_newInstance0(
        JNIEnv *env, jclass cls, jclass type) {
    (void) cls;
    jmethodID init = (*env)->GetMethodID(env, type, "<init>", "()V");
    if (init == NULL) {
        return NULL;
    }
    return (*env)->NewObject(env, type, init);
}
