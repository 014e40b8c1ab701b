package rtjbench.core.args;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** A jvm entry's name is checked by hand as the regular expression it replaces checked it, on random texts. */
class JvmEntryNameTest {
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_.+-]{1,64}");
    private static final String ALPHABET = "aZ09_.+-/ é\u212a";

    @Test
    void namesAreWhatThePatternAllowed() {
        Random random = new Random(9);
        for (int i = 0; i < 100_000; i++) {
            StringBuilder sb = new StringBuilder();
            int length = random.nextInt(10) == 0 ? 60 + random.nextInt(10) : random.nextInt(6);
            for (int k = 0; k < length; k++) sb.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
            String text = sb.toString();
            String t = text.trim();
            boolean byPattern = t.isEmpty() || NAME.matcher(t).matches();
            boolean byHand;
            try {
                JvmEntry.checkName(text);
                byHand = true;
            } catch (IllegalArgumentException e) {
                byHand = false;
            }
            assertEquals(byPattern, byHand, "'" + text + "'");
        }
    }
}
