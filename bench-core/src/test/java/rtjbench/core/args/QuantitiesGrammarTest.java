package rtjbench.core.args;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The sizes, times and allocation rates read by hand (a cold fork must not reach {@code java.util.regex}) accept exactly what the
 * regular expressions they replaced accepted, with the same values and the same messages: both are run on random
 * texts over an alphabet of digits, points, every kind of white space the expressions knew and some they did not,
 * the units' letters in both cases and look-alikes (µ and μ, ſ, the Kelvin sign).
 */
class QuantitiesGrammarTest {
    private static final Pattern SIZE = Pattern.compile("(\\d+)\\s*([KMG]?)B?", Pattern.CASE_INSENSITIVE);
    private static final Pattern TIME =
            Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ns|us|µs|ms|s)?", Pattern.CASE_INSENSITIVE);
    private static final Pattern RATE =
            Pattern.compile("([0-9]+(?:\\.[0-9]+)?)\\s*([KMG]?)B?/s", Pattern.CASE_INSENSITIVE);
    private static final String ALPHABET = "0123456789..  \t\n\u000b\f\r\u001f\u00a0kKmMgGbBnNuUsSµμſ\u212ax-+e//";

    @Test
    void sizesAreReadAsTheRegularExpressionReadThem() {
        agree(
                42,
                new String[] {"4K", "4 kb", " 32M ", "512B", "8", "0b", "9223372036854775807", "8G", "kb"},
                QuantitiesGrammarTest::bySizePattern,
                Quantities::parseSize);
    }

    @Test
    void timesAreReadAsTheRegularExpressionReadThem() {
        agree(
                43,
                new String[] {"500ns", "1.5us", "2 µs", "2µS", "20MS", "0", "0.0", "3s", "5.", ".5ms", "1e3ms"},
                QuantitiesGrammarTest::byTimePattern,
                Quantities::parseTimeNanos);
    }

    @Test
    void ratesAreReadAsTheRegularExpressionReadThem() {
        agree(
                44,
                new String[] {"300MB/s", "1GB/s", "512 kb/S", "0", "1.5M/s", "2/s", "-1MB/s", "2000GB/s"},
                QuantitiesGrammarTest::byRatePattern,
                text -> AllocationRate.parse(text).bytesPerSecond());
    }

    /** Both readers give the same outcome on 200,000 random texts (from {@code seed}) and on {@code chosen}. */
    private static void agree(long seed, String[] chosen, Parse byPattern, Parse byHand) {
        Random random = new Random(seed);
        List<String> texts = new ArrayList<>(Arrays.asList(chosen));
        for (int i = 0; i < 200_000; i++) texts.add(text(random));
        for (String text : texts) assertEquals(outcome(byPattern, text), outcome(byHand, text), text);
    }

    /** How AllocationRate.parse read a rate with its regular expression: bytes a second. */
    private static long byRatePattern(String text) {
        String t = text.trim();
        if (t.equals("0")) {
            return 0;
        }
        if (t.startsWith("-")) {
            throw new IllegalArgumentException("'" + text + "' is negative; allowed: " + AllocationRate.ALLOWED);
        }
        Matcher m = RATE.matcher(t);
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not a rate; allowed: " + AllocationRate.ALLOWED);
        }
        double number = Double.parseDouble(m.group(1));
        int shift = "KMG"
                .indexOf(Character.toUpperCase(
                        m.group(2).isEmpty() ? ' ' : m.group(2).charAt(0)));
        double bytes = number * (shift < 0 ? 1 : 1L << (10 * (shift + 1)));
        if (Double.isNaN(bytes) || Double.isInfinite(bytes) || bytes > (1L << 40)) {
            throw new IllegalArgumentException("'" + text + "' is beyond 1TB/s; allowed: " + AllocationRate.ALLOWED);
        }
        return Math.round(bytes);
    }

    private static String text(Random random) {
        StringBuilder sb = new StringBuilder();
        int length = random.nextInt(9);
        for (int k = 0; k < length; k++) {
            // digits first more often than not, so that many texts get past the number
            String from = k == 0 && random.nextBoolean() ? "0123456789" : ALPHABET;
            sb.append(from.charAt(random.nextInt(from.length())));
        }
        return sb.toString();
    }

    private interface Parse {
        long parse(String text);
    }

    /** The value, or the refusal's message. */
    private static String outcome(Parse parse, String text) {
        try {
            return "value " + parse.parse(text);
        } catch (IllegalArgumentException e) { // a NumberFormatException too
            return "refused: " + e.getMessage();
        }
    }

    /** How Quantities.parseSize read a size with its regular expression. */
    private static long bySizePattern(String text) {
        Matcher m = SIZE.matcher(text.trim());
        if (!m.matches()) {
            throw new NumberFormatException("'" + text
                    + "' is not a size: a whole number with an optional unit B, K, M or G (e.g. 512, 4K, 32M)");
        }
        long base = Quantities.parseWhole(m.group(1), text);
        String unit = m.group(2).toUpperCase(Locale.ROOT);
        int shift = unit.equals("K") ? 10 : unit.equals("M") ? 20 : unit.equals("G") ? 30 : 0;
        if (base > (Long.MAX_VALUE >> shift)) {
            throw new NumberFormatException("size '" + text + "' is too large");
        }
        return base << shift;
    }

    /** How Quantities.parseTimeNanos read a time with its regular expression. */
    private static long byTimePattern(String text) {
        Matcher m = TIME.matcher(text.trim());
        if (!m.matches()) {
            throw new NumberFormatException(
                    "'" + text + "' is not a time: a number with a unit ns, us, ms or s (e.g. 500ns, 200us, 20ms)");
        }
        double number = Double.parseDouble(m.group(1));
        String unit = m.group(2);
        if (unit == null) {
            if (number == 0) {
                return 0;
            }
            throw new NumberFormatException("time '" + text + "' needs a unit: ns, us, ms or s");
        }
        String u = unit.toLowerCase(Locale.ROOT);
        double factor = u.equals("ns") ? 1 : u.equals("us") || u.equals("µs") ? 1e3 : u.equals("ms") ? 1e6 : 1e9;
        double nanos = number * factor;
        if (nanos > Long.MAX_VALUE || nanos != Math.rint(nanos)) {
            throw new NumberFormatException("time '" + text + "' is not a whole number of nanoseconds");
        }
        return (long) nanos;
    }
}
