package rtjbench.core.run.fork;

import rtjbench.core.os.ThreadControls;

/**
 * Makes an object of a class through its no-argument constructor, called by JNI's {@code NewObject} from the suite's
 * JNI library ({@code src/main/c/rtjos.c}) where the runner named it to the fork, by core reflection where it did
 * not or the library does not load.
 *
 * <p>Why a fork does not simply reflect: on JDK 18 and later the first {@code Constructor.newInstance} of a VM builds
 * its accessor out of method handles (JEP 416), and a fresh VM under {@code -Xcomp} compiles some five hundred
 * methods of java.lang.invoke and the class-file API for it, a few tenths of a second before a cold start's
 * benchmark even exists. {@code NewObject} calls the constructor as the VM calls any method, with nothing built.
 */
final class NativeConstructor {
    private static final boolean LOADED = load();

    private NativeConstructor() {}

    /** A new {@code type} from its no-argument constructor, whatever the constructor's access. */
    static <T> T make(Class<T> type) throws ReflectiveOperationException {
        return LOADED ? throughJni(type) : type.getDeclaredConstructor().newInstance();
    }

    /** {@link #make} through JNI, the library loaded; NoSuchMethodException where there is no such constructor. */
    static <T> T throughJni(Class<T> type) throws ReflectiveOperationException {
        try {
            return type.cast(newInstance0(type));
        } catch (NoSuchMethodError e) { // what reflection would throw
            throw new NoSuchMethodException(type.getName() + ".<init>()");
        }
    }

    private static boolean load() {
        String library = System.getProperty(ThreadControls.JNI_LIBRARY_PROPERTY);
        if (library == null) {
            return false;
        }
        try {
            System.load(library); // the thread controls load the same file; a second load of a path is a no-op
            return true;
        } catch (Throwable e) { // UnsatisfiedLinkError: the thread controls say why when they try it
            return false;
        }
    }

    /**
     * {@code NewObject(type, <init>()V)}; throws what the constructor throws, NoSuchMethodError where there is no such
     * constructor and InstantiationException for an abstract class or an interface.
     */
    private static native Object newInstance0(Class<?> type) throws ReflectiveOperationException;
}
