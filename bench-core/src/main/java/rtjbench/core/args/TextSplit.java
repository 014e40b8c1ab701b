package rtjbench.core.args;

import java.util.ArrayList;
import java.util.List;

/**
 * Texts cut into parts without regular expressions: a cold fork parses its point's arguments before its first event,
 * and {@code java.util.regex} costs it the JDK's method-handle machinery, seconds under {@code -Xcomp}
 * (docs/cold-start.md).
 */
final class TextSplit {
    private TextSplit() {}

    /** The words of {@code text}: its runs of characters other than white space (as {@code \s} means it), in order. */
    static List<String> words(String text) {
        List<String> words = new ArrayList<>();
        int start = -1;
        for (int i = 0; i <= text.length(); i++) {
            boolean space = i == text.length() || Quantities.isSpace(text.charAt(i));
            if (space && start >= 0) {
                words.add(text.substring(start, i));
                start = -1;
            } else if (!space && start < 0) {
                start = i;
            }
        }
        return words;
    }

    /** {@code text} cut at each {@code separator}, taken literally, empty parts kept (the last one too). */
    static List<String> around(String text, String separator) {
        List<String> parts = new ArrayList<>();
        int from = 0;
        for (int at = text.indexOf(separator); at >= 0; at = text.indexOf(separator, from)) {
            parts.add(text.substring(from, at));
            from = at + separator.length();
        }
        parts.add(text.substring(from));
        return parts;
    }
}
