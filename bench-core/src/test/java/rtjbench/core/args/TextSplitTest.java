package rtjbench.core.args;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Texts cut by hand as the regular expressions they replace cut them, on random texts. */
class TextSplitTest {
    private static final String ALPHABET = "ab,;, \t\n\u000b\f\r\u001f\u00a0-";

    @Test
    void wordsAreTheRunsBetweenWhiteSpaceAsSplitOnSpacesGaveThem() {
        Random random = new Random(7);
        for (int i = 0; i < 100_000; i++) {
            String text = text(random);
            List<String> byPattern = new ArrayList<>();
            for (String w : text.trim().split("\\s+")) {
                if (!w.isEmpty()) byPattern.add(w);
            }
            assertEquals(byPattern, TextSplit.words(text.trim()), text);
        }
    }

    @Test
    void partsAroundASeparatorAreSplitsWithEveryEmptyPartKept() {
        Random random = new Random(8);
        for (String separator : new String[] {",", ";", ", "}) {
            for (int i = 0; i < 100_000; i++) {
                String text = text(random);
                assertEquals(
                        Arrays.asList(text.split(Pattern.quote(separator), -1)),
                        TextSplit.around(text, separator),
                        "'" + text + "' around '" + separator + "'");
            }
        }
    }

    private static String text(Random random) {
        StringBuilder sb = new StringBuilder();
        int length = random.nextInt(10);
        for (int k = 0; k < length; k++) sb.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        return sb.toString();
    }
}
