package rtjbench.tools.stats;

/** CSV as every CSV file of the tools writes it (RFC 4180): one rule for quoting a field. */
public final class Csv {
    private Csv() {}

    /** {@code s} as a CSV field: as it is, or in double quotes (its quotes doubled) where it holds , " or a newline. */
    public static String field(String s) {
        if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0) return s;
        return '"' + s.replace("\"", "\"\"") + '"';
    }
}
