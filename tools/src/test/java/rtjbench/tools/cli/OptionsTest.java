package rtjbench.tools.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import rtjbench.core.args.ArgType;

/** The option declarations: each parses, checks and defaults its value, and writes its own --help line. */
class OptionsTest {
    private static final Options.Spec<Integer> COUNT =
            Options.Spec.value("count", "N", OptionTypes.integer(1, 100), "10", "how many");
    private static final Options.Spec<Integer> CPUS =
            Options.Spec.required("cpus", "M", OptionTypes.integer(1, 4096), "the CPUs");
    private static final Options.Spec<String> MODE =
            Options.Spec.value("mode", "text|csv", OptionTypes.oneOf(List.of("text", "csv")), "text", "the format");
    private static final Options.Spec<Boolean> FLAVOUR = Options.Spec.value(
            "flavour", "KIND", OptionTypes.oneOf("sweet or sour", Map.of("sweet", true, "sour", false)), null, "taste");
    private static final Options.Spec<Path> OUT = Options.Spec.value("out", "FILE", OptionTypes.path(), null, "where");
    private static final Options.Spec<Long> TIME =
            Options.Spec.value("time", "T", ArgType.time(1, 1_000_000_000L), "1ms", "a core time type");
    private static final Options.Spec<Boolean> FORCE = Options.Spec.flag("force", "replace");
    private static final List<Options.Spec<?>> ALL = List.of(COUNT, CPUS, MODE, FLAVOUR, OUT, TIME, FORCE);

    private static Options parse(String... args) {
        return Options.parse("demo", ALL, args);
    }

    private static String refused(String... args) {
        ToolException e = assertThrows(ToolException.class, () -> parse(args));
        assertEquals(ToolException.USAGE, e.exitCode());
        assertTrue(e.commandLine(), "points to --help");
        return e.getMessage();
    }

    @Test
    void valuesAreTypedAndDefaultsComeFromTheDeclaration() {
        Options o = parse("--cpus", "8", "--mode=CSV", "--out", "x/y.csv", "--time", "250us", "--force", "dir");
        assertEquals(8, o.get(CPUS));
        assertEquals(10, o.get(COUNT), "the declared default, parsed by its type");
        assertFalse(o.given(COUNT));
        assertEquals("csv", o.get(MODE), "a choice in its canonical spelling");
        assertEquals(Path.of("x/y.csv"), o.get(OUT));
        assertEquals(250_000L, o.get(TIME), "core's time type, in ns");
        assertNull(o.get(FLAVOUR), "no default, not given");
        assertTrue(o.flag(FORCE));
        assertEquals(List.of("dir"), o.positional());
        assertEquals("CSV", o.text(MODE), "the text as given");
        assertEquals("10", o.text(COUNT));
        assertFalse(parse("--cpus", "1", "--force=false").flag(FORCE));
    }

    @Test
    void aValueOutOfRangeNamesTheOptionTheValueAndTheRange() {
        assertEquals(
                "demo: --count '101' is out of range; allowed: an integer from 1 to 100",
                refused("--cpus", "1", "--count", "101"));
        assertEquals("demo: --cpus '0' is out of range; allowed: an integer from 1 to 4096", refused("--cpus", "0"));
    }

    @Test
    void aValueOfTheWrongTypeSaysWhatIsAllowed() {
        assertEquals(
                "demo: --count 'ten' is not a whole number; allowed: an integer from 1 to 100",
                refused("--cpus", "1", "--count", "ten"));
        assertEquals(
                "demo: --mode 'json' is not allowed; allowed: one of text, csv",
                refused("--cpus", "1", "--mode", "json"));
        assertEquals(
                "demo: --flavour 'bitter' is not allowed; allowed: sweet or sour",
                refused("--cpus", "1", "--flavour", "bitter"));
        assertEquals("demo: --count is empty; allowed: an integer from 1 to 100", refused("--cpus", "1", "--count="));
    }

    @Test
    void aNumberOfAMillionDigitsIsQuotedByItsStartAndLength() {
        String huge = "1".repeat(1_000_000);
        String m = refused("--cpus", huge);
        assertTrue(m.startsWith("demo: --cpus '1111111111111111…' (1000000 characters) is longer than 40"), m);
        assertTrue(m.length() < 200, m);
    }

    @Test
    void unknownOptionsMissingValuesFlagsWithValuesAndMissingRequiredOnesAreRefused() {
        assertEquals(
                "demo: unknown option --colour; allowed: --count, --cpus, --mode, --flavour, --out, --time, --force",
                refused("--cpus", "1", "--colour", "red"));
        assertEquals("demo: --count needs a value N", refused("--cpus", "1", "--count"));
        assertEquals("demo: --force is a flag; it takes no value (got 'yes')", refused("--cpus", "1", "--force=yes"));
        assertEquals("demo: --cpus is required", refused("--count", "5"));
        assertTrue(parse("--help").helpAsked(), "--help needs no required option");
        assertTrue(parse("-h").helpAsked());
    }

    @Test
    void aCommandReadsOnlyWhatItDeclares() {
        Options o = Options.parse("demo", List.of(FORCE), new String[0]);
        assertThrows(IllegalStateException.class, () -> o.get(COUNT));
    }

    @Test
    void aDefaultItsOwnTypeRefusesIsAProgrammingError() {
        assertThrows(
                IllegalArgumentException.class,
                () -> Options.Spec.value("n", "N", OptionTypes.integer(1, 10), "11", "bad default"));
    }

    @Test
    void helpIsWrittenFromTheDeclarations() {
        Command c = new Command() {
            @Override
            public String name() {
                return "demo";
            }

            @Override
            public String summary() {
                return "a demo";
            }

            @Override
            public String usage() {
                return "Usage: demo [OPTIONS]";
            }

            @Override
            public List<Options.Spec<?>> options() {
                return ALL;
            }

            @Override
            public int run(Options options) {
                return 0;
            }
        };
        String help = Command.help(c);
        assertTrue(
                help.contains("  --count N                  how many (an integer from 1 to 100; default: 10)\n"), help);
        assertTrue(
                help.contains("  --cpus M                   the CPUs (required; an integer from 1 to 4096)\n"), help);
        assertTrue(help.contains("  --mode text|csv            the format (default: text)\n"), help);
        assertTrue(help.contains("  --flavour KIND             taste (sweet or sour)\n"), help);
        assertTrue(help.contains("  --out FILE                 where\n"), help);
        assertTrue(help.contains("  --force                    replace\n"), help);
    }
}
