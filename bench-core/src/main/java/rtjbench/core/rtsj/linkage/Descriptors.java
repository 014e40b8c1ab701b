package rtjbench.core.rtsj.linkage;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;

/** JVM descriptors of reflected members, to compare them with the references in class files. */
public final class Descriptors {
    private Descriptors() {}

    public static String of(Class<?> type) {
        if (type.isArray()) {
            return "[" + of(type.getComponentType());
        }
        if (!type.isPrimitive()) {
            return "L" + type.getName().replace('.', '/') + ";";
        }
        if (type == void.class) return "V";
        if (type == boolean.class) return "Z";
        if (type == byte.class) return "B";
        if (type == char.class) return "C";
        if (type == short.class) return "S";
        if (type == int.class) return "I";
        if (type == long.class) return "J";
        if (type == float.class) return "F";
        return "D";
    }

    public static String of(Method m) {
        return parameters(m.getParameterTypes()) + of(m.getReturnType());
    }

    public static String of(Constructor<?> c) {
        return parameters(c.getParameterTypes()) + "V";
    }

    public static String of(Field f) {
        return of(f.getType());
    }

    private static String parameters(Class<?>[] types) {
        StringBuilder b = new StringBuilder("(");
        for (Class<?> t : types) {
            b.append(of(t));
        }
        return b.append(')').toString();
    }

    /** "javax/realtime/RealtimeThread" to "javax.realtime.RealtimeThread" (Class.forName's form). */
    public static String binaryName(String internalName) {
        return internalName.replace('/', '.');
    }
}
