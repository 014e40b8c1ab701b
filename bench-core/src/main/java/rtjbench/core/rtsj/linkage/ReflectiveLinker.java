package rtjbench.core.rtsj.linkage;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * Resolves member references against the classes a class loader sees, by reflection and the JVM's own
 * rules (exact name and descriptor; methods in the class, its superclasses, then its superinterfaces;
 * constructors in the class itself), without initialising anything. On the VM under test this says, before
 * anything real-time runs, whether a class of the suite would link there.
 */
public final class ReflectiveLinker {
    private final ClassLoader loader;

    public ReflectiveLinker(ClassLoader loader) {
        this.loader = loader;
    }

    /** The class, or null where this loader has none. */
    public Class<?> find(String internalName) {
        try {
            return Class.forName(Descriptors.binaryName(internalName), false, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            return null;
        }
    }

    /** Null where {@code ref} resolves; otherwise what is missing, in words. */
    public String problem(MemberRef ref) {
        if (find(ref.owner()) == null) {
            return "class " + Descriptors.binaryName(ref.owner()) + " not found";
        }
        return member(ref) != null ? null : "no " + ref;
    }

    /** The field, method or constructor {@code ref} resolves to, or null. */
    public Member member(MemberRef ref) {
        Class<?> owner = find(ref.owner());
        if (owner == null) {
            return null;
        }
        if (ref.isConstructor()) {
            for (Constructor<?> c : owner.getDeclaredConstructors()) {
                if (Descriptors.of(c).equals(ref.descriptor())) {
                    return c;
                }
            }
            return null;
        }
        for (Class<?> c : supertypes(owner)) {
            if (ref.kind() == MemberRef.Kind.FIELD) {
                for (Field f : c.getDeclaredFields()) {
                    if (f.getName().equals(ref.name()) && Descriptors.of(f).equals(ref.descriptor())) {
                        return f;
                    }
                }
            } else {
                for (Method m : c.getDeclaredMethods()) {
                    if (m.getName().equals(ref.name()) && Descriptors.of(m).equals(ref.descriptor())) {
                        return m;
                    }
                }
            }
        }
        return null;
    }

    /** The class, its superclasses, then every superinterface: the order the JVM searches. */
    static Set<Class<?>> supertypes(Class<?> type) {
        Set<Class<?>> order = new LinkedHashSet<Class<?>>();
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            order.add(c);
        }
        Deque<Class<?>> pending = new ArrayDeque<Class<?>>(order);
        while (!pending.isEmpty()) {
            for (Class<?> i : pending.pop().getInterfaces()) {
                if (order.add(i)) {
                    pending.add(i);
                }
            }
        }
        return order;
    }
}
