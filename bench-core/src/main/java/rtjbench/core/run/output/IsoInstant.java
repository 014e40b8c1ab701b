package rtjbench.core.run.output;

import java.time.Instant;

/**
 * An instant as {@link Instant#toString} writes it (ISO-8601 in UTC, {@code 2026-11-27T15:58:51.044283603Z}: the
 * seconds always, the fraction only where there is one, in groups of three digits), by arithmetic. {@code toString}
 * goes through {@code java.time.format}, which a fork would load and, under {@code -Xcomp}, compile (half a second
 * before its first event) for the two times of its metadata. Years outside 0000-9999 are left to {@code toString}.
 */
final class IsoInstant {
    private static final long SECONDS_PER_DAY = 86_400L;
    /** Days from 0000-03-01 to 1970-01-01 in the proleptic Gregorian calendar. */
    private static final long DAYS_0000_03_01_TO_EPOCH = 719_468L;

    private static final long DAYS_PER_400_YEARS = 146_097L;

    private IsoInstant() {}

    static String format(Instant t) {
        long seconds = t.getEpochSecond();
        long days = Math.floorDiv(seconds, SECONDS_PER_DAY);
        long secondOfDay = Math.floorMod(seconds, SECONDS_PER_DAY);
        // The civil date of a day number, counting years from March so the leap day ends a year.
        long z = days + DAYS_0000_03_01_TO_EPOCH;
        long era = Math.floorDiv(z, DAYS_PER_400_YEARS);
        long dayOfEra = z - era * DAYS_PER_400_YEARS;
        long yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365;
        long dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
        long monthFromMarch = (5 * dayOfYear + 2) / 153;
        long day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1;
        long month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
        long year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
        if (year < 0 || year > 9999) {
            return t.toString();
        }
        StringBuilder sb = new StringBuilder(30);
        pad(sb, year, 4).append('-');
        pad(sb, month, 2).append('-');
        pad(sb, day, 2).append('T');
        pad(sb, secondOfDay / 3600, 2).append(':');
        pad(sb, secondOfDay / 60 % 60, 2).append(':');
        pad(sb, secondOfDay % 60, 2);
        int nano = t.getNano();
        if (nano != 0) {
            sb.append('.');
            if (nano % 1_000_000 == 0) {
                pad(sb, nano / 1_000_000, 3);
            } else if (nano % 1000 == 0) {
                pad(sb, nano / 1000, 6);
            } else {
                pad(sb, nano, 9);
            }
        }
        return sb.append('Z').toString();
    }

    private static StringBuilder pad(StringBuilder sb, long value, int digits) {
        String s = Long.toString(value);
        for (int i = s.length(); i < digits; i++) {
            sb.append('0');
        }
        return sb.append(s);
    }
}
