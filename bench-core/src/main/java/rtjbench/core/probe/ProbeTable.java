package rtjbench.core.probe;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The probe's one table: a row per thing the suite may use here, what was found, and whether it matters. */
final class ProbeTable {
    /** How a row counts toward the exit status. */
    enum Verdict {
        /** Works. */
        OK("ok"),
        /** Not here, and the default suite runs without it (it skips what needs it, saying why). */
        ABSENT("absent"),
        /** Not here or not permitted; only optional testapps or arguments need it. */
        OPTIONAL("no"),
        /** The default suite needs it and it does not work: exit 1. */
        FAIL("FAIL");

        final String label;

        Verdict(String label) {
            this.label = label;
        }
    }

    private static final class Row {
        final String area;
        final String item;
        final Verdict verdict;
        final String detail;

        Row(String area, String item, Verdict verdict, String detail) {
            this.area = area;
            this.item = item;
            this.verdict = verdict;
            this.detail = detail;
        }
    }

    private final List<Row> rows = new ArrayList<Row>();

    void add(String area, String item, Verdict verdict, String detail) {
        rows.add(new Row(area, item, verdict, detail));
    }

    boolean anyFailed() {
        for (Row r : rows) {
            if (r.verdict == Verdict.FAIL) {
                return true;
            }
        }
        return false;
    }

    void print(PrintStream out) {
        int itemWidth = "ITEM".length();
        for (Row r : rows) {
            itemWidth = Math.max(itemWidth, r.item.length());
        }
        String format = "%-7s %-" + itemWidth + "s  %-6s  %s%n";
        out.printf(Locale.ROOT, format, "AREA", "ITEM", "STATUS", "DETAIL");
        for (Row r : rows) {
            out.printf(Locale.ROOT, format, r.area, r.item, r.verdict.label, r.detail);
        }
    }
}
