package rtjbench.core.run.output;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.reflect.Array;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Iterator;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The JSON a run writes (metadata.json and its kin), from the plain values the harness builds it of: maps, lists
 * and arrays, text, numbers, booleans and null. The text is the one Jackson's indenting writer gives for the same
 * values, byte for byte (an object's fields a line each, two spaces a level, {@code "key" : value}; an array on one
 * line, {@code [ a, b ]}; NaN and the infinities as text), so the files read the same as before; a test holds it
 * to Jackson. Written by this class rather than by Jackson because a fresh VM that loads Jackson's object mapping
 * spends most of a second in the interpreter, and under {@code -Xcomp} seconds compiling it, before a cold start's
 * first event; the runner still reads the files with Jackson. A value of another type is a harness error, said
 * with the field it is in.
 */
public final class JsonText {
    private JsonText() {}

    /** Writes {@code value} as UTF-8 to {@code out}. */
    public static void write(Object value, OutputStream out) throws IOException {
        out.write(toText(value).getBytes(StandardCharsets.UTF_8));
    }

    /** {@code value} as the text {@link #write} writes. */
    public static String toText(Object value) {
        StringBuilder sb = new StringBuilder(256);
        value(sb, value, 0, "the document");
        return sb.toString();
    }

    /** {@code objects}: how many objects enclose the value, which is how deep its fields are indented. */
    private static void value(StringBuilder sb, Object v, int objects, String where) {
        if (v == null) {
            sb.append("null");
        } else if (v instanceof String || v instanceof Character) {
            string(sb, v.toString());
        } else if (v instanceof Boolean) {
            sb.append(v.toString());
        } else if (v instanceof Double || v instanceof Float) {
            double d = ((Number) v).doubleValue();
            if (Double.isNaN(d) || Double.isInfinite(d)) {
                string(sb, v.toString()); // "NaN", "Infinity", "-Infinity": JSON has no such numbers
            } else {
                sb.append(v.toString());
            }
        } else if (v instanceof Long
                || v instanceof Integer
                || v instanceof Short
                || v instanceof Byte
                || v instanceof BigInteger
                || v instanceof BigDecimal
                || v instanceof AtomicLong
                || v instanceof AtomicInteger) {
            sb.append(v.toString());
        } else if (v instanceof Enum) {
            string(sb, ((Enum<?>) v).name());
        } else if (v instanceof Path) {
            string(sb, ((Path) v).toUri().toString());
        } else if (v instanceof File) {
            string(sb, ((File) v).getAbsolutePath());
        } else if (v instanceof Map) {
            object(sb, (Map<?, ?>) v, objects, where);
        } else if (v instanceof Collection) { // not any Iterable: a JSON tree read back is one, and no list
            array(sb, ((Collection<?>) v).iterator(), objects, where);
        } else if (v.getClass().isArray() && !(v instanceof byte[])) {
            int n = Array.getLength(v);
            Object[] items = new Object[n];
            for (int i = 0; i < n; i++) {
                items[i] = Array.get(v, i);
            }
            array(sb, java.util.Arrays.asList(items).iterator(), objects, where);
        } else {
            throw new IllegalArgumentException(
                    where + " holds a " + v.getClass().getName() + ", which the results' JSON does not write");
        }
    }

    private static void object(StringBuilder sb, Map<?, ?> map, int objects, String where) {
        if (map.isEmpty()) {
            sb.append("{ }");
            return;
        }
        sb.append('{');
        boolean first = true;
        for (Map.Entry<?, ?> e : map.entrySet()) {
            sb.append(first ? "\n" : ",\n");
            first = false;
            indent(sb, objects + 1);
            String key = String.valueOf(e.getKey());
            string(sb, key);
            sb.append(" : ");
            value(sb, e.getValue(), objects + 1, "field '" + key + "'");
        }
        sb.append('\n');
        indent(sb, objects);
        sb.append('}');
    }

    private static void array(StringBuilder sb, Iterator<?> items, int objects, String where) {
        if (!items.hasNext()) {
            sb.append("[ ]");
            return;
        }
        sb.append("[ ");
        boolean first = true;
        while (items.hasNext()) {
            if (!first) {
                sb.append(", ");
            }
            first = false;
            value(sb, items.next(), objects, where);
        }
        sb.append(" ]");
    }

    private static void indent(StringBuilder sb, int objects) {
        for (int i = 0; i < objects; i++) {
            sb.append("  ");
        }
    }

    private static void string(StringBuilder sb, String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"':
                    sb.append("\\\"");
                    break;
                case '\\':
                    sb.append("\\\\");
                    break;
                case '\n':
                    sb.append("\\n");
                    break;
                case '\r':
                    sb.append("\\r");
                    break;
                case '\t':
                    sb.append("\\t");
                    break;
                case '\b':
                    sb.append("\\b");
                    break;
                case '\f':
                    sb.append("\\f");
                    break;
                default:
                    if (c < 0x20) {
                        sb.append("\\u00").append(HEX[c >> 4]).append(HEX[c & 0xF]);
                    } else {
                        sb.append(c);
                    }
            }
        }
        sb.append('"');
    }

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();
}
