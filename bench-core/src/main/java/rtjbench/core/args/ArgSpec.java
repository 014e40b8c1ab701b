package rtjbench.core.args;

/**
 * One argument a testapp accepts: its name, type (with range), default and description. The one place
 * these are stated; --help, validation, the metadata and the benchmarks' reads ({@link Config#get(ArgSpec)},
 * typed by {@code T}) all go through it.
 *
 * @param <T> what the argument's value is once parsed (Long for counts, sizes and times)
 */
public final class ArgSpec<T> {
    private final String name;
    private final ArgType<T> type;
    private final String defaultText;
    private final String description;

    private ArgSpec(String name, ArgType<T> type, String defaultText, String description) {
        this.name = name;
        this.type = type;
        this.defaultText = defaultText;
        this.description = description;
        type.parse(defaultText); // a default that its own type refuses is a programming error
    }

    public static <T> ArgSpec<T> of(String name, ArgType<T> type, String defaultText, String description) {
        return new ArgSpec<T>(name, type, defaultText, description);
    }

    public String name() {
        return name;
    }

    public ArgType<T> type() {
        return type;
    }

    public String defaultText() {
        return defaultText;
    }

    public String description() {
        return description;
    }

    @Override
    public String toString() {
        return name + " (" + type.kind() + ", default " + defaultText + ")";
    }
}
