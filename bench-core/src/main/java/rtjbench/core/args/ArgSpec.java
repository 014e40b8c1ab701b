package rtjbench.core.args;

/**
 * One argument a testapp accepts: its name, type (with range), default and description. The one place
 * these are stated; --help, validation and the metadata all read them from here.
 */
public final class ArgSpec {
    private final String name;
    private final ArgType<?> type;
    private final String defaultText;
    private final String description;

    private ArgSpec(String name, ArgType<?> type, String defaultText, String description) {
        this.name = name;
        this.type = type;
        this.defaultText = defaultText;
        this.description = description;
        type.parse(defaultText); // a default that its own type refuses is a programming error
    }

    public static ArgSpec of(String name, ArgType<?> type, String defaultText, String description) {
        return new ArgSpec(name, type, defaultText, description);
    }

    public String name() {
        return name;
    }

    public ArgType<?> type() {
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
