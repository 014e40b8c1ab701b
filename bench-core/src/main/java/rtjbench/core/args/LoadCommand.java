package rtjbench.core.args;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The {@code load} argument: a command line run beside the test ({@code stress-ng --cpu 1}, {@code hackbench -g 4
 * -l 100000}, any program), split on white space with no shell (quote nothing); or {@code none}. Sweep values
 * are separated by ';' so that a file can run the same point without and with a load.
 */
public final class LoadCommand {
    public static final LoadCommand NONE = new LoadCommand("none", Collections.<String>emptyList());

    static final String ALLOWED = "none, or a command line such as 'stress-ng --cpu 1' or 'hackbench -g 4 -l 100000'"
            + " (split on spaces, no shell); sweep values separated by ';'";

    private final String text;
    private final List<String> argv;

    private LoadCommand(String text, List<String> argv) {
        this.text = text;
        this.argv = argv;
    }

    public static LoadCommand parse(String text) {
        String t = text.trim();
        if (t.isEmpty() || t.equals("none")) {
            return NONE;
        }
        List<String> argv = new ArrayList<>();
        for (String word : TextSplit.words(t)) {
            if (word.indexOf('\'') >= 0 || word.indexOf('"') >= 0 || word.indexOf('|') >= 0 || word.indexOf('>') >= 0) {
                throw new IllegalArgumentException("'" + text + "' has shell syntax (" + word
                        + "), but the load is started without a shell; allowed: " + ALLOWED);
            }
            argv.add(word);
        }
        return new LoadCommand(String.join(" ", argv), Collections.unmodifiableList(argv));
    }

    public boolean isNone() {
        return argv.isEmpty();
    }

    /** The program and its arguments; empty for none. */
    public List<String> argv() {
        return argv;
    }

    /** The program as named (its first word). */
    public String program() {
        return argv.isEmpty() ? "" : argv.get(0);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LoadCommand && ((LoadCommand) o).text.equals(text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }

    /** The command line as given (words joined by one space), or none. */
    @Override
    public String toString() {
        return text;
    }
}
