package rtjbench.sched.model;

/**
 * A task-set file that cannot be read as one: the message names the file, the line and the field, and says
 * what is allowed. Commands exit 2 on it and write nothing.
 */
public final class TaskSetFileException extends Exception {
    private static final long serialVersionUID = 1L;

    private final String file;
    private final int line;
    private final String field;

    public TaskSetFileException(String file, int line, String field, String problem) {
        super(file + (line > 0 ? ":" + line : "") + (field == null ? "" : ": field " + field) + ": " + problem);
        this.file = file;
        this.line = line;
        this.field = field;
    }

    public String file() {
        return file;
    }

    /** 1-based; 0 where the problem is the whole file's. */
    public int line() {
        return line;
    }

    /** The column's name, or null where the problem is the line's. */
    public String field() {
        return field;
    }
}
