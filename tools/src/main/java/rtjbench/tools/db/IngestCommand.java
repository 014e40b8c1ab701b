package rtjbench.tools.db;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import rtjbench.tools.cli.Command;
import rtjbench.tools.cli.OptionTypes;
import rtjbench.tools.cli.Options;
import rtjbench.tools.cli.ToolException;

/**
 * {@code ingest [--db URL] [--machine NAME] RUN_DIR...}: stores results folders in the results database. Every
 * folder is read and checked first (schema, paths inside the folder, samples), so a bad folder stops the command
 * before anything is written; then each run is written in a transaction of its own, and a run already stored
 * (same folder name, same content) is left as it is.
 */
public final class IngestCommand implements Command {
    @Override
    public String name() {
        return "ingest";
    }

    @Override
    public String summary() {
        return "store runs (statistics, fork spreads, conditions) in the results database";
    }

    @Override
    public String usage() {
        return """
                Usage: rtjbench.jar ingest [--db URL] [--machine NAME] [--quiet] RUN_DIR...

                Stores each run, sweep, suite or forks folder in the results database (docs/results-database.md):
                per point the statistics `stats` prints (all forks together and each fork), forks.json's spread,
                the workload's deadline figures, the point's comparability fingerprint and its metadata as JSON.
                Samples stay in the folder; the database keeps its path. A run's id is the folder's name and a hash
                of its content: a second ingest of the same run changes nothing. A folder that breaks docs/schema
                or names a file outside itself is refused (exit 2) before anything is written.""";
    }

    @Override
    public List<Options.Spec<?>> options() {
        return List.of(DbCli.DB, MACHINE, Options.QUIET);
    }

    static final Options.Spec<String> MACHINE = Options.Spec.value(
            "machine",
            "NAME",
            OptionTypes.text(),
            null,
            "the machine's name (default: metadata machine.hostname, else the CPU model)");

    @Override
    public int run(Options o) throws Exception {
        if (o.positional().isEmpty()) throw ToolException.usage("ingest: give at least one RUN_DIR");
        String url = DbCli.url(o);
        Database.Kind.of(url);
        List<StoredRun> runs = new ArrayList<>();
        for (String d : o.positional()) runs.add(RunReader.read(Path.of(d), o.get(MACHINE)));
        try (Database db = Database.open(url)) {
            Store store = new Store(db);
            for (StoredRun r : runs) {
                boolean stored = DbCli.sql(db, () -> store.insert(r));
                if (!o.flag(Options.QUIET)) {
                    System.out.println((stored ? "stored " : "already stored, unchanged: ") + r.runId() + " ("
                            + r.points().size() + (r.points().size() == 1 ? " point" : " points") + ", " + r.location()
                            + ") in " + db.url());
                }
            }
        }
        return 0;
    }
}
