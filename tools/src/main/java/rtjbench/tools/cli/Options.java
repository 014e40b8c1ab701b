package rtjbench.tools.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A subcommand's parsed command line: flags, options with a value ({@code --unit us} or {@code --unit=us})
 * and the positional folders. Unknown options are refused with the list of those allowed.
 */
public final class Options {
    /** One option a command accepts; {@code valueName == null} means a flag. */
    public record Spec(String name, String valueName, String defaultValue, String help) {
        public static Spec flag(String name, String help) {
            return new Spec(name, null, null, help);
        }

        public static Spec value(String name, String valueName, String defaultValue, String help) {
            return new Spec(name, valueName, defaultValue, help);
        }

        boolean isFlag() {
            return valueName == null;
        }
    }

    private final Map<String, String> values = new LinkedHashMap<>();
    private final List<String> positional = new ArrayList<>();

    private Options() {}

    public static Options parse(String command, List<Spec> specs, String[] args) {
        Map<String, Spec> byName = new LinkedHashMap<>();
        for (Spec s : specs) byName.put(s.name(), s);
        Options o = new Options();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--")) {
                for (int j = i + 1; j < args.length; j++) o.positional.add(args[j]);
                break;
            }
            if (a.equals("-h")) a = "--help";
            if (a.equals("-q")) a = "--quiet";
            if (!a.startsWith("--")) {
                o.positional.add(a);
                continue;
            }
            String name = a.substring(2);
            String value = null;
            int eq = name.indexOf('=');
            if (eq >= 0) {
                value = name.substring(eq + 1);
                name = name.substring(0, eq);
            }
            if (name.equals("help")) {
                o.values.put("help", "true");
                continue;
            }
            Spec spec = byName.get(name);
            if (spec == null) {
                throw ToolException.usage(command + ": unknown option --" + name + "; allowed: "
                        + String.join(
                                ", ",
                                byName.keySet().stream().map(k -> "--" + k).toList()));
            }
            if (spec.isFlag()) {
                if (value != null && !value.equals("true") && !value.equals("false")) {
                    throw ToolException.usage(
                            command + ": --" + name + " is a flag; it takes no value (got '" + value + "')");
                }
                o.values.put(name, value == null ? "true" : value);
            } else {
                if (value == null) {
                    if (i + 1 >= args.length) {
                        throw ToolException.usage(command + ": --" + name + " needs a value " + spec.valueName());
                    }
                    value = args[++i];
                }
                o.values.put(name, value);
            }
        }
        for (Spec s : specs) {
            if (!s.isFlag() && s.defaultValue() != null) o.values.putIfAbsent(s.name(), s.defaultValue());
        }
        return o;
    }

    public boolean flag(String name) {
        return "true".equals(values.get(name));
    }

    public String value(String name) {
        return values.get(name);
    }

    public List<String> positional() {
        return positional;
    }
}
