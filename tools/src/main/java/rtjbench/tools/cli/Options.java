package rtjbench.tools.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import rtjbench.core.args.ArgType;
import rtjbench.sched.model.Quoted;

/**
 * A subcommand's parsed command line: flags, options with a value ({@code --unit us} or {@code --unit=us}) and the
 * positional arguments. Each option is declared once, as a {@link Spec}: its type (the testapps' {@link ArgType}:
 * parsing, range, allowed values), default and help. {@link #parse} checks every value against its declaration
 * (exit 2 naming the option, its value and what is allowed), so a command reads typed values ({@link #get}) and
 * never checks them again; {@link Command#help} writes {@code --help} from the same declarations.
 */
public final class Options {
    /** The kinds of value whose text is a number: one longer than {@link Quoted#SHOWN} is refused unparsed. */
    private static final Set<String> NUMERIC = Set.of("integer", "size", "time", "fraction", "number", "duration");

    /**
     * One option a command accepts, declared once. {@code type == null} means a flag; {@code defaultText} (parsed
     * by the type when declared) is what a command reads where the option is not given; a {@code required} option
     * without a value is refused by {@link #parse}.
     *
     * @param <T> the option's value once parsed ({@link Boolean} for a flag)
     */
    public record Spec<T>(
            String name, String valueName, ArgType<T> type, String defaultText, boolean required, String help) {
        public Spec {
            if ((type == null) != (valueName == null)) {
                throw new IllegalArgumentException("--" + name + ": a value needs both a name and a type");
            }
            if (type != null && defaultText != null) {
                type.parse(defaultText); // a default its own type refuses is a programming error
            }
        }

        /** A flag: true where given ({@code --force}, or {@code --force=true}), false otherwise. */
        public static Spec<Boolean> flag(String name, String help) {
            return new Spec<>(name, null, null, null, false, help);
        }

        /** An option with a value of {@code type}; {@code defaultText} null: absent unless given. */
        public static <T> Spec<T> value(
                String name, String valueName, ArgType<T> type, String defaultText, String help) {
            return new Spec<>(name, valueName, type, defaultText, false, help);
        }

        /** An option the command cannot run without. */
        public static <T> Spec<T> required(String name, String valueName, ArgType<T> type, String help) {
            return new Spec<>(name, valueName, type, null, true, help);
        }

        public boolean isFlag() {
            return type == null;
        }

        /** The left column of {@code --help}: {@code --name VALUE}. */
        String synopsis() {
            return "--" + name + (isFlag() ? "" : " " + valueName);
        }

        /**
         * The help text with what the declaration adds: required, what is allowed (where the value name does not
         * already list it, and the type constrains it) and the default.
         */
        String helpText() {
            List<String> notes = new ArrayList<>();
            if (required) notes.add("required");
            if (!isFlag() && !valueName.contains("|") && OptionTypes.constrains(type)) notes.add(type.allowed());
            if (defaultText != null) notes.add("default: " + defaultText);
            return notes.isEmpty() ? help : help + " (" + String.join("; ", notes) + ")";
        }
    }

    /** {@code --quiet} as the commands that write files share it, declared once so that their help agrees. */
    public static final Spec<Boolean> QUIET = Spec.flag("quiet", "print nothing but errors");

    private final String command;
    private final Map<String, Spec<?>> declared;
    private final Map<String, Object> values = new LinkedHashMap<>();
    private final Map<String, String> texts = new LinkedHashMap<>();
    private final List<String> positional = new ArrayList<>();
    private boolean help;

    private Options(String command, Map<String, Spec<?>> declared) {
        this.command = command;
        this.declared = declared;
    }

    /**
     * {@code args} read against {@code specs}: an unknown option, a missing value, a flag given a value, a value its
     * type refuses or a required option not given is a usage error (exit 2) naming the option. {@code --help} and
     * {@code -h} ask for the help, {@code -q} is {@code --quiet}, {@code --} ends the options.
     */
    public static Options parse(String command, List<? extends Spec<?>> specs, String[] args) {
        Map<String, Spec<?>> byName = new LinkedHashMap<>();
        for (Spec<?> s : specs) byName.put(s.name(), s);
        Options o = new Options(command, byName);
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
                o.help = true;
                continue;
            }
            Spec<?> spec = byName.get(name);
            if (spec == null) {
                throw ToolException.usage(command + ": unknown option --" + Quoted.visible(name) + "; allowed: "
                        + String.join(
                                ", ",
                                byName.keySet().stream().map(k -> "--" + k).toList()));
            }
            if (spec.isFlag()) {
                if (value != null && !value.equals("true") && !value.equals("false")) {
                    throw ToolException.usage(
                            command + ": --" + name + " is a flag; it takes no value (got " + Quoted.of(value) + ")");
                }
                o.set(spec, value == null ? "true" : value, Boolean.valueOf(value == null || value.equals("true")));
            } else {
                if (value == null) {
                    if (i + 1 >= args.length) {
                        throw ToolException.usage(command + ": --" + name + " needs a value " + spec.valueName());
                    }
                    value = args[++i];
                }
                o.set(spec, value, o.check(spec, value));
            }
        }
        if (!o.help) {
            for (Spec<?> s : specs) {
                if (s.required() && !o.values.containsKey(s.name())) {
                    throw ToolException.usage(command + ": --" + s.name() + " is required");
                }
            }
        }
        return o;
    }

    private void set(Spec<?> spec, String text, Object value) {
        texts.put(spec.name(), text);
        values.put(spec.name(), value);
    }

    /** {@code text} parsed by the option's type; refused naming the option, the value and what is allowed. */
    private Object check(Spec<?> spec, String text) {
        String allowed = spec.type().allowed();
        if (text.isBlank()) {
            throw ToolException.usage(command + ": --" + spec.name() + " is empty; allowed: " + allowed);
        }
        if (text.length() > Quoted.SHOWN && NUMERIC.contains(spec.type().kind())) {
            throw ToolException.usage(command + ": --" + spec.name() + " " + Quoted.of(text) + " is longer than "
                    + Quoted.SHOWN + " characters, the longest number read; allowed: " + allowed);
        }
        try {
            return spec.type().parse(text);
        } catch (IllegalArgumentException e) {
            String why = e.getMessage() == null ? Quoted.of(text) + " is not allowed" : e.getMessage();
            throw ToolException.usage(command + ": --" + spec.name() + " " + why
                    + (why.contains("allowed") ? "" : "; allowed: " + allowed));
        }
    }

    /** Whether {@code --help} (or {@code -h}) was given. */
    public boolean helpAsked() {
        return help;
    }

    /** Whether the option was given on the command line (not only defaulted). */
    public boolean given(Spec<?> spec) {
        return values.containsKey(declared(spec).name());
    }

    /** The option's value: as given, else its default, else null. */
    public <T> T get(Spec<T> spec) {
        declared(spec);
        if (values.containsKey(spec.name())) {
            @SuppressWarnings("unchecked") // set from this very spec's type
            T value = (T) values.get(spec.name());
            return value;
        }
        return spec.defaultText() == null ? null : spec.type().parse(spec.defaultText());
    }

    /** Whether a flag was given (and not as {@code --flag=false}). */
    public boolean flag(Spec<Boolean> spec) {
        return Boolean.TRUE.equals(get(spec));
    }

    /** The option's text as given (else its default), for a record of the command line; null where neither. */
    public String text(Spec<?> spec) {
        declared(spec);
        return texts.getOrDefault(spec.name(), spec.defaultText());
    }

    private Spec<?> declared(Spec<?> spec) {
        if (!spec.equals(declared.get(spec.name()))) {
            throw new IllegalStateException(command + " reads --" + spec.name() + ", which it does not declare");
        }
        return spec;
    }

    public List<String> positional() {
        return positional;
    }
}
