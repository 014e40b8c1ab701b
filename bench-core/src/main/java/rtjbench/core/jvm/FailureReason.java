package rtjbench.core.jvm;

/**
 * What a failed call into the VM's management, logging or recording interfaces says, in one line: the exception
 * that failed, unwrapped from the reflection that reached it ({@code InvocationTargetException}) and from
 * wrappers without a message, as its class's simple name and its message.
 */
public final class FailureReason {
    private FailureReason() {}

    public static String of(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null
                && (t instanceof java.lang.reflect.InvocationTargetException || t.getMessage() == null)) {
            t = t.getCause();
        }
        return t.getClass().getSimpleName() + (t.getMessage() == null ? "" : ": " + t.getMessage());
    }
}
