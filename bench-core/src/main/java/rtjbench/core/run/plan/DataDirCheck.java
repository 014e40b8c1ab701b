package rtjbench.core.run.plan;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Locale;
import rtjbench.core.args.ArgsDocument;
import rtjbench.core.args.CommonArgs;
import rtjbench.core.args.Config;
import rtjbench.core.support.ConfigException;

/**
 * Refuses, before anything runs, a {@code datadir} the run could not fill: one that cannot be created or
 * written, or whose file system has less room than the run will write. A run that finds this out at its end
 * has spent its time for nothing.
 */
public final class DataDirCheck {
    /**
     * Text one sample takes: up to 9 digits (anything below a second) and a separator, once in its thread's
     * file and once in merged.csv.
     */
    public static final long BYTES_PER_SAMPLE = 20;
    /** What a run writes besides its samples: metadata, statistics, plots (PNG and SVG) and its share of the report. */
    static final long BYTES_PER_RUN = 2L << 20;

    /** Free space where the results go; tests play a full disk with their own. */
    interface Space {
        long usableBytes(Path existingFolder) throws IOException;
    }

    static final Space DISK = new Space() {
        @Override
        public long usableBytes(Path existingFolder) throws IOException {
            return Files.getFileStore(existingFolder).getUsableSpace();
        }
    };

    private DataDirCheck() {}

    public static void check(ArgsDocument doc, List<Plan> plans) throws ConfigException {
        check(doc, plans, DISK);
    }

    /** The runner writes every testapp into the first point's datadir; that folder is checked against all of it. */
    public static void check(ArgsDocument doc, List<Plan> plans, Space space) throws ConfigException {
        String datadir = plans.get(0).points.get(0).getString(CommonArgs.DATADIR);
        String where = where(doc, datadir);
        Path folder = Paths.get(datadir).toAbsolutePath().normalize();
        Path existing = folder;
        while (!Files.exists(existing)) {
            existing = existing.getParent(); // the root always exists
        }
        if (!Files.isDirectory(existing)) {
            throw new ConfigException(where + " cannot be created: " + existing
                    + " is a file, not a folder (allowed: a folder this user may create or write)");
        }
        if (!Files.isWritable(existing) || !Files.isExecutable(existing)) {
            throw new ConfigException(
                    where + " cannot be " + (existing.equals(folder) ? "written" : "created") + ": " + existing
                            + " is not writable by this user or is on a read-only file system (allowed: a folder this "
                            + "user may create or write)");
        }
        long samples = samples(plans);
        long runs = runs(plans);
        long needed = samples * BYTES_PER_SAMPLE + runs * BYTES_PER_RUN;
        long free;
        try {
            free = space.usableBytes(existing);
        } catch (IOException e) {
            return; // free space unknown (an unusual file system): the writes themselves will say if it fills
        }
        if (free < needed) {
            throw new ConfigException(String.format(
                    Locale.ROOT,
                    "%s has %s free (at %s), but this run writes about %s: %,d samples x %d B of text (in the thread "
                            + "files and merged.csv) + %s a run for metadata, statistics and plots x %,d runs; free "
                            + "some space, lower count, or set datadir to a larger disk",
                    where,
                    megabytes(free),
                    existing,
                    megabytes(needed),
                    samples,
                    BYTES_PER_SAMPLE,
                    megabytes(BYTES_PER_RUN),
                    runs));
        }
    }

    /** "args.xml:4: datadir 'results'", or the testapp's line where the datadir is the default. */
    private static String where(ArgsDocument doc, String datadir) {
        ArgsDocument.TestApp first = doc.testApps().get(0);
        for (ArgsDocument.Arg arg : first.args()) {
            if (arg.name().equals(CommonArgs.DATADIR.name())) {
                return doc.file() + ":" + arg.line() + ": datadir '" + datadir + "'";
            }
        }
        return doc.file() + ":" + first.line() + ": datadir '" + datadir + "' (the default)";
    }

    /** Samples kept by every run that will run (a control run keeps as many again). */
    static long samples(List<Plan> plans) {
        long samples = 0;
        for (Plan plan : plans) {
            if (plan.skipped()) continue;
            for (Config c : plan.points) {
                long one = (long) c.getInt(CommonArgs.THREADS) * c.getInt(CommonArgs.COUNT);
                samples += c.getBoolean(CommonArgs.CONTROL) ? 2 * one : one;
            }
        }
        return samples;
    }

    private static long runs(List<Plan> plans) {
        long runs = 0;
        for (Plan plan : plans) {
            runs += plan.skipped() ? 0 : plan.points.size();
        }
        return runs;
    }

    private static String megabytes(long bytes) {
        return String.format(
                Locale.ROOT,
                bytes >= 10L << 30 ? "%.0f GB" : bytes >= 1L << 30 ? "%.1f GB" : "%.1f MB",
                bytes >= 1L << 30 ? bytes / (double) (1L << 30) : bytes / (double) (1L << 20));
    }
}
