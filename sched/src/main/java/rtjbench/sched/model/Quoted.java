package rtjbench.sched.model;

/**
 * A value as a message quotes it: whole where it is short, else its first characters and its length, so that a
 * field of a million digits is named without being echoed ({@code '1234567890123456…' (1000000 characters)}).
 */
public final class Quoted {
    /** The most characters a message quotes whole. */
    public static final int SHOWN = 40;

    private Quoted() {}

    /**
     * {@code 'text'}, or {@code 'first 16…' (N characters)} where it is longer than {@link #SHOWN}; a control
     * character or an invisible mark is written as its escape ({@code \\u0007}, {@code \\ufeff}), so the
     * message stays one line and says what is there.
     */
    public static String of(String text) {
        if (text.length() <= SHOWN) {
            return "'" + visible(text) + "'";
        }
        return "'" + visible(text.substring(0, 16)) + "…' (" + text.length() + " characters)";
    }

    /** {@code text} with control characters and invisible marks escaped. */
    public static String visible(String text) {
        StringBuilder sb = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean hidden = c < 0x20
                    || c == 0x7f
                    || c == '\ufeff'
                    || c == '\u200b'
                    || Character.isISOControl(c)
                    || Character.isSurrogate(c) && !validPair(text, i);
            if (hidden && sb == null) {
                sb = new StringBuilder(text.substring(0, i));
            }
            if (sb != null) {
                if (hidden) {
                    sb.append(String.format("\\u%04x", (int) c));
                } else {
                    sb.append(c);
                }
            }
        }
        return sb == null ? text : sb.toString();
    }

    private static boolean validPair(String s, int i) {
        char c = s.charAt(i);
        if (Character.isHighSurrogate(c)) {
            return i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1));
        }
        return i > 0 && Character.isHighSurrogate(s.charAt(i - 1));
    }
}
