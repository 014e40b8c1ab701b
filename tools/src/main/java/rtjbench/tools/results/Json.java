package rtjbench.tools.results;

import rtjbench.tools.cli.ToolException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A read-only JSON tree and its parser: enough for the index and metadata files of the results format.
 * Our own rather than Jackson databind because the tools run once per results folder (the runner calls
 * {@code post} after every run, {@code merge} races {@code paste}) and databind's start-up alone costs about
 * 300 ms on the test machine, more than merging a million samples; this parser loads in a few ms.
 * Navigation follows Jackson's habits: {@link #path} never returns null (a missing key gives a MISSING node
 * whose {@code asText()} is ""), {@link #get} returns null for a missing key. Malformed input is an error
 * naming file, line and column.
 */
public final class Json implements Iterable<Json> {
    public enum Kind { OBJECT, ARRAY, STRING, NUMBER, BOOLEAN, NULL, MISSING }

    private static final Json MISSING = new Json(Kind.MISSING, null);
    private static final Json NULL = new Json(Kind.NULL, null);

    private final Kind kind;
    private final Object value; // Map<String, Json>, List<Json>, String, Double (with raw text), Boolean

    private Json(Kind kind, Object value) {
        this.kind = kind;
        this.value = value;
    }

    // ---- navigation -------------------------------------------------------------------------------------

    public Kind kind() {
        return kind;
    }

    @SuppressWarnings("unchecked")
    private Map<String, Json> map() {
        return kind == Kind.OBJECT ? (Map<String, Json>) value : Collections.emptyMap();
    }

    @SuppressWarnings("unchecked")
    private List<Json> list() {
        return kind == Kind.ARRAY ? (List<Json>) value : Collections.emptyList();
    }

    /** The member, or a MISSING node (never null). */
    public Json path(String key) {
        Json j = map().get(key);
        return j == null ? MISSING : j;
    }

    /** The member, or null where absent. */
    public Json get(String key) {
        return map().get(key);
    }

    public Json get(int index) {
        List<Json> l = list();
        return index >= 0 && index < l.size() ? l.get(index) : null;
    }

    public boolean has(String key) {
        return map().containsKey(key);
    }

    public boolean hasNonNull(String key) {
        Json j = map().get(key);
        return j != null && j.kind != Kind.NULL;
    }

    public boolean isObject() {
        return kind == Kind.OBJECT;
    }

    public boolean isArray() {
        return kind == Kind.ARRAY;
    }

    public boolean isNumber() {
        return kind == Kind.NUMBER;
    }

    public boolean isNull() {
        return kind == Kind.NULL;
    }

    public boolean isMissingNode() {
        return kind == Kind.MISSING;
    }

    public boolean isValueNode() {
        return kind == Kind.STRING || kind == Kind.NUMBER || kind == Kind.BOOLEAN || kind == Kind.NULL;
    }

    /** Members of an object or elements of an array; 0 otherwise. */
    public int size() {
        return kind == Kind.OBJECT ? map().size() : list().size();
    }

    public boolean isEmpty() {
        return size() == 0;
    }

    public Iterator<Map.Entry<String, Json>> fields() {
        return Collections.unmodifiableMap(map()).entrySet().iterator();
    }

    public Iterator<String> fieldNames() {
        return Collections.unmodifiableMap(map()).keySet().iterator();
    }

    /** Array elements (nothing for other kinds). */
    @Override
    public Iterator<Json> iterator() {
        return Collections.unmodifiableList(list()).iterator();
    }

    // ---- values -------------------------------------------------------------------------------------------

    /** Text of a value node (numbers as written, true/false, "null"); "" for objects, arrays and MISSING. */
    public String asText() {
        return switch (kind) {
            case STRING -> (String) value;
            case NUMBER -> ((Num) value).text;
            case BOOLEAN -> value.toString();
            case NULL -> "null";
            default -> "";
        };
    }

    /** Like {@link #asText()}, but {@code def} for null and MISSING. */
    public String asText(String def) {
        return kind == Kind.NULL || kind == Kind.MISSING ? def : asText();
    }

    public double asDouble(double def) {
        if (kind == Kind.NUMBER) return ((Num) value).value;
        if (kind == Kind.STRING) {
            try {
                return Double.parseDouble(((String) value).trim());
            } catch (NumberFormatException e) {
                return def;
            }
        }
        return def;
    }

    public double asDouble() {
        return asDouble(0);
    }

    public long asLong(long def) {
        double d = asDouble(Double.NaN);
        return Double.isNaN(d) ? def : (long) d;
    }

    public long asLong() {
        return asLong(0);
    }

    public int asInt(int def) {
        return (int) asLong(def);
    }

    public boolean asBoolean(boolean def) {
        if (kind == Kind.BOOLEAN) return (Boolean) value;
        if (kind == Kind.STRING && ("true".equals(value) || "false".equals(value))) return Boolean.parseBoolean((String) value);
        return def;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Json j && kind == j.kind && Objects.equals(value, j.value);
    }

    @Override
    public int hashCode() {
        return Objects.hash(kind, value);
    }

    /** Compact JSON text. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        write(sb);
        return sb.toString();
    }

    private void write(StringBuilder sb) {
        switch (kind) {
            case OBJECT -> {
                sb.append('{');
                boolean first = true;
                for (Map.Entry<String, Json> e : map().entrySet()) {
                    if (!first) sb.append(',');
                    first = false;
                    quote(sb, e.getKey());
                    sb.append(':');
                    e.getValue().write(sb);
                }
                sb.append('}');
            }
            case ARRAY -> {
                sb.append('[');
                for (int i = 0; i < list().size(); i++) {
                    if (i > 0) sb.append(',');
                    list().get(i).write(sb);
                }
                sb.append(']');
            }
            case STRING -> quote(sb, (String) value);
            case MISSING -> sb.append("");
            default -> sb.append(asText());
        }
    }

    private static void quote(StringBuilder sb, String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20) sb.append(String.format("\\u%04x", (int) c));
                    else sb.append(c);
                }
            }
        }
        sb.append('"');
    }

    /** A number and the text it was written as (so "1.0" stays "1.0"). */
    private record Num(double value, String text) {
    }

    // ---- parsing ------------------------------------------------------------------------------------------

    public static Json read(Path file) {
        String text;
        try {
            text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw ToolException.data(file + ": missing");
        } catch (IOException e) {
            throw ToolException.data(file + ": cannot read: " + e);
        }
        return parse(text, file.toString());
    }

    /** Parses a whole document; {@code source} names it in errors. */
    public static Json parse(String text, String source) {
        Parser p = new Parser(text, source);
        p.skipSpace();
        Json j = p.value(0);
        p.skipSpace();
        if (p.pos < text.length()) throw p.error("unexpected text after the JSON value");
        return j;
    }

    private static final class Parser {
        private static final int MAX_DEPTH = 200;
        private final String s;
        private final String source;
        private int pos;

        Parser(String s, String source) {
            this.s = s;
            this.source = source;
        }

        ToolException error(String what) {
            int line = 1;
            int col = 1;
            for (int i = 0; i < Math.min(pos, s.length()); i++) {
                if (s.charAt(i) == '\n') {
                    line++;
                    col = 1;
                } else {
                    col++;
                }
            }
            String near = pos < s.length() ? " near '" + s.substring(pos, Math.min(s.length(), pos + 20)).replace("\n", "\\n") + "'" : " at the end";
            return ToolException.data(source + ":" + line + ":" + col + ": malformed JSON: " + what + near);
        }

        void skipSpace() {
            while (pos < s.length()) {
                char c = s.charAt(pos);
                if (c == ' ' || c == '\n' || c == '\r' || c == '\t') pos++;
                else break;
            }
        }

        Json value(int depth) {
            if (depth > MAX_DEPTH) throw error("nested deeper than " + MAX_DEPTH);
            if (pos >= s.length()) throw error("a value expected");
            char c = s.charAt(pos);
            switch (c) {
                case '{':
                    return object(depth);
                case '[':
                    return array(depth);
                case '"':
                    return new Json(Kind.STRING, string());
                case 't':
                    literal("true");
                    return new Json(Kind.BOOLEAN, Boolean.TRUE);
                case 'f':
                    literal("false");
                    return new Json(Kind.BOOLEAN, Boolean.FALSE);
                case 'n':
                    literal("null");
                    return NULL;
                default:
                    if (c == '-' || (c >= '0' && c <= '9')) return number();
                    throw error("a value expected");
            }
        }

        void literal(String word) {
            if (!s.startsWith(word, pos)) throw error("'" + word + "' expected");
            pos += word.length();
        }

        Json object(int depth) {
            pos++;
            Map<String, Json> m = new LinkedHashMap<>();
            skipSpace();
            if (pos < s.length() && s.charAt(pos) == '}') {
                pos++;
                return new Json(Kind.OBJECT, m);
            }
            while (true) {
                skipSpace();
                if (pos >= s.length() || s.charAt(pos) != '"') throw error("a member name in double quotes expected");
                String key = string();
                skipSpace();
                expect(':');
                skipSpace();
                m.put(key, value(depth + 1));
                skipSpace();
                if (pos < s.length() && s.charAt(pos) == ',') {
                    pos++;
                    continue;
                }
                expect('}');
                return new Json(Kind.OBJECT, m);
            }
        }

        Json array(int depth) {
            pos++;
            List<Json> l = new ArrayList<>();
            skipSpace();
            if (pos < s.length() && s.charAt(pos) == ']') {
                pos++;
                return new Json(Kind.ARRAY, l);
            }
            while (true) {
                skipSpace();
                l.add(value(depth + 1));
                skipSpace();
                if (pos < s.length() && s.charAt(pos) == ',') {
                    pos++;
                    continue;
                }
                expect(']');
                return new Json(Kind.ARRAY, l);
            }
        }

        void expect(char c) {
            if (pos >= s.length() || s.charAt(pos) != c) throw error("'" + c + "' expected");
            pos++;
        }

        String string() {
            pos++;
            StringBuilder sb = new StringBuilder();
            while (true) {
                if (pos >= s.length()) throw error("unterminated string");
                char c = s.charAt(pos++);
                if (c == '"') return sb.toString();
                if (c < 0x20) {
                    pos--;
                    throw error("control character in a string");
                }
                if (c != '\\') {
                    sb.append(c);
                    continue;
                }
                if (pos >= s.length()) throw error("unterminated escape");
                char e = s.charAt(pos++);
                switch (e) {
                    case '"', '\\', '/' -> sb.append(e);
                    case 'b' -> sb.append('\b');
                    case 'f' -> sb.append('\f');
                    case 'n' -> sb.append('\n');
                    case 'r' -> sb.append('\r');
                    case 't' -> sb.append('\t');
                    case 'u' -> {
                        if (pos + 4 > s.length()) throw error("short \\u escape");
                        try {
                            sb.append((char) Integer.parseInt(s.substring(pos, pos + 4), 16));
                        } catch (NumberFormatException x) {
                            throw error("bad \\u escape");
                        }
                        pos += 4;
                    }
                    default -> {
                        pos--;
                        throw error("bad escape \\" + e);
                    }
                }
            }
        }

        Json number() {
            int start = pos;
            if (s.charAt(pos) == '-') pos++;
            int digits = pos;
            while (pos < s.length() && Character.isDigit(s.charAt(pos))) pos++;
            if (pos == digits) throw error("digits expected");
            if (pos < s.length() && s.charAt(pos) == '.') {
                pos++;
                int frac = pos;
                while (pos < s.length() && Character.isDigit(s.charAt(pos))) pos++;
                if (pos == frac) throw error("digits expected after '.'");
            }
            if (pos < s.length() && (s.charAt(pos) == 'e' || s.charAt(pos) == 'E')) {
                pos++;
                if (pos < s.length() && (s.charAt(pos) == '+' || s.charAt(pos) == '-')) pos++;
                int exp = pos;
                while (pos < s.length() && Character.isDigit(s.charAt(pos))) pos++;
                if (pos == exp) throw error("digits expected in the exponent");
            }
            String text = s.substring(start, pos);
            return new Json(Kind.NUMBER, new Num(Double.parseDouble(text), text));
        }
    }
}
