package rtjbench.core.run.console;

import java.io.Console;
import java.lang.reflect.Method;

/** Whether the runner talks to a person at a terminal, so a status line every second is welcome. */
public final class Terminal {
    private Terminal() {}

    /**
     * Java 8 to 21 give a Console only where stdin and stdout are terminals; Java 22+ give one always and
     * say with {@code Console.isTerminal()} (called by reflection: this class is Java 8).
     */
    @SuppressWarnings("SystemConsoleNull") // the null check is Java 8..21's answer; isTerminal() is asked on 22+
    public static boolean attached() {
        Console console = System.console();
        if (console == null) {
            return false;
        }
        try {
            Method isTerminal = Console.class.getMethod("isTerminal");
            return (Boolean) isTerminal.invoke(console);
        } catch (NoSuchMethodException e) {
            return true;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return false;
        }
    }
}
