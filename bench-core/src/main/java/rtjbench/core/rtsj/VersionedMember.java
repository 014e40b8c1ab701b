package rtjbench.core.rtsj;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

/**
 * The RTSJ members the suite needs whose descriptors differ between RTSJ 1.0.2 and 2.0, so no single
 * compiled call links on both: RealtimeThread's parameter setters return void in 1.0.2 and
 * {@code Schedulable} in 2.0 (early JamaicaVM 8 releases, built on 2.0 drafts, may still return void).
 * rtsj-api leaves them out, so a direct call does not compile; the suite looks each up once by name and
 * parameter types, which finds whichever return type the VM has, and calls it through reflection. Both
 * lookup and call belong to the cold path (before a timed loop). The VM probe resolves the same lookups.
 */
public enum VersionedMember {
    SET_RELEASE_PARAMETERS("javax.realtime.RealtimeThread", "setReleaseParameters", "javax.realtime.ReleaseParameters"),
    SET_SCHEDULING_PARAMETERS(
            "javax.realtime.RealtimeThread", "setSchedulingParameters", "javax.realtime.SchedulingParameters");

    private final String owner;
    private final String name;
    private final String parameter;

    VersionedMember(String owner, String name, String parameter) {
        this.owner = owner;
        this.name = name;
        this.parameter = parameter;
    }

    public String owner() {
        return owner;
    }

    public String methodName() {
        return name;
    }

    public String parameterType() {
        return parameter;
    }

    /** Resolves the member on the VM's classes (whatever its return type), without initialising them. */
    public Method lookUp(ClassLoader loader) throws ClassNotFoundException, NoSuchMethodException {
        Class<?> type = Class.forName(owner, false, loader);
        return type.getMethod(name, Class.forName(parameter, false, loader));
    }

    /** Calls a looked-up member; what the member threw is thrown again unwrapped. */
    public static void invoke(Method member, Object target, Object argument) {
        try {
            member.invoke(target, argument);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException) {
                throw (RuntimeException) cause;
            }
            if (cause instanceof Error) {
                throw (Error) cause;
            }
            throw new IllegalStateException(member + " threw " + cause, cause);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(member + " is not accessible: " + e, e);
        }
    }

    /** "javax.realtime.RealtimeThread.setReleaseParameters(javax.realtime.ReleaseParameters)". */
    @Override
    public String toString() {
        return owner + "." + name + "(" + parameter + ")";
    }
}
