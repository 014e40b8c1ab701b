package rtjbench.tools.cli;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import rtjbench.core.args.ArgType;
import rtjbench.sched.model.Quoted;

/**
 * The types of the tools' option values, beside the testapps' own ({@link ArgType#integer}, {@link ArgType#time},
 * ...): each parses a value, checks what is allowed and says it, for {@link Options.Spec}. Every refusal is an
 * {@link IllegalArgumentException} whose message names the value and what is allowed.
 */
public final class OptionTypes {
    private static final String TEXT = "text";
    private static final String PATH = "path";

    private OptionTypes() {}

    /** Whether {@code type} allows less than any text, so that {@code --help} says what it allows. */
    static boolean constrains(ArgType<?> type) {
        return !type.kind().equals(TEXT) && !type.kind().equals(PATH);
    }

    /** Any text (a name, a URL, a filter). */
    public static ArgType<String> text() {
        return ArgType.custom(TEXT, "any text", null, t -> t);
    }

    /** A file or folder path; whether it must exist is the command's to say. */
    public static ArgType<Path> path() {
        return ArgType.custom(PATH, "a file or folder path", null, Path::of);
    }

    /** A whole number from {@code min} to {@code max} that fits an int (a count, a CPU number). */
    public static ArgType<Integer> integer(int min, int max) {
        ArgType<Long> whole = ArgType.integer(min, max);
        return ArgType.custom(
                "integer", whole.allowed(), null, t -> whole.parse(t).intValue());
    }

    /** A whole number from {@code min} to {@code max}. */
    public static ArgType<Long> whole(long min, long max) {
        return ArgType.integer(min, max);
    }

    /** A decimal number above 0 ({@code 2}, {@code 1.5}). */
    public static ArgType<Double> positiveNumber() {
        String allowed = "a decimal number above 0";
        return ArgType.custom("number", allowed, null, t -> {
            BigDecimal d;
            try {
                d = new BigDecimal(t);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(Quoted.of(t) + " is not a number; allowed: " + allowed);
            }
            if (d.signum() <= 0) throw new IllegalArgumentException(Quoted.of(t) + " must be above 0");
            return d.doubleValue();
        });
    }

    /** A percentage from 0 to 1000 ({@code 5%} or {@code 5}), as the fraction it stands for (0.05). */
    public static ArgType<Double> percent() {
        return ArgType.custom("number", "a percentage from 0 to 1000 (e.g. 5%)", null, OptionTypes::percentOf);
    }

    /** {@code 5%} → 0.05; refused outside 0..1000 %. */
    public static double percentOf(String text) {
        String t = text.strip();
        if (t.endsWith("%")) t = t.substring(0, t.length() - 1);
        try {
            double v = Double.parseDouble(t);
            if (v >= 0 && v <= 1000) return v / 100;
        } catch (NumberFormatException e) {
            // refused below
        }
        throw new IllegalArgumentException(
                Quoted.of(text) + " is not allowed; allowed: a percentage from 0 to 1000 (e.g. 5%)");
    }

    /** One of {@code names} (case ignored), each standing for its value. */
    public static <E> ArgType<E> oneOf(String allowed, Map<String, E> byName) {
        Map<String, E> lower = new LinkedHashMap<>();
        byName.forEach((k, v) -> lower.put(k.toLowerCase(Locale.ROOT), v));
        return ArgType.custom("choice", allowed, null, t -> {
            E e = lower.get(t.toLowerCase(Locale.ROOT));
            if (e == null) throw new IllegalArgumentException(Quoted.of(t) + " is not allowed; allowed: " + allowed);
            return e;
        });
    }

    /** One of {@code names} exactly (case ignored), as its canonical spelling. */
    public static ArgType<String> oneOf(List<String> names) {
        Map<String, String> byName = new LinkedHashMap<>();
        for (String n : names) byName.put(n, n);
        return oneOf("one of " + String.join(", ", names), byName);
    }

    /** A value that {@code parse} reads (an IllegalArgumentException saying why where it cannot). */
    public static <E> ArgType<E> parsed(String kind, String allowed, Function<String, E> parse) {
        return ArgType.custom(kind, allowed, null, parse::apply);
    }

    /** A comma-separated list of {@code names} (case ignored), each in its canonical spelling, in the order given. */
    public static ArgType<List<String>> listOf(List<String> names) {
        String allowed = "a comma-separated list of " + String.join(", ", names);
        return ArgType.custom("list", allowed, null, t -> {
            List<String> picked = new ArrayList<>();
            for (String s : t.split(",", -1)) {
                String n = s.strip();
                String known = names.stream()
                        .filter(k -> k.equalsIgnoreCase(n))
                        .findFirst()
                        .orElse(null);
                if (known == null) {
                    throw new IllegalArgumentException("has no " + Quoted.of(n) + "; allowed: " + allowed);
                }
                picked.add(known);
            }
            return List.copyOf(picked);
        });
    }
}
