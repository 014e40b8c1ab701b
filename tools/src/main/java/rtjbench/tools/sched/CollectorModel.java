package rtjbench.tools.sched;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import rtjbench.sched.supply.MmuCurve;
import rtjbench.sched.supply.Supply;
import rtjbench.tools.cli.OptionTypes;
import rtjbench.tools.cli.Options;
import rtjbench.tools.cli.ToolException;
import rtjbench.tools.results.ResultTree;
import rtjbench.tools.results.RunDir;

/**
 * A collector as part of the platform: its MMU curve, named, for the commands that take one ({@code --collector
 * MODEL}): the supply a task on one CPU is sure of is {@code curve().supply()}. {@link #read} takes either an MMU
 * CSV written by {@code sched mmu} or a run folder whose GC pauses were recorded one by one; {@code provenance}
 * says where it was measured (the CSV's {@code #} lines, or the run's own metadata).
 */
public record CollectorModel(String name, MmuCurve curve, ModelProvenance provenance) {
    /** The {@code --collector MODEL} option, worded the same in every command that takes a collector model. */
    public static final Options.Spec<Path> OPTION = Options.Spec.value(
            "collector",
            "MODEL",
            OptionTypes.path(),
            null,
            "a collector's MMU curve (a CSV of sched mmu, or a run folder with recorded GC pauses): the supply a"
                    + " task gets beside it; none: a whole CPU");

    /** The model {@code --collector} names, or null where the command line names none. */
    public static CollectorModel fromOptions(Options o) {
        Path v = o.get(OPTION);
        return v == null ? null : read(v);
    }

    /** The supply a task on one CPU gets beside this collector. */
    public Supply supply() {
        return curve.supply();
    }

    /**
     * The model at {@code path}: an MMU CSV ({@code window_ns,mmu,mutator_ns}), or a folder holding exactly one run
     * with recorded pauses; bad input (exit 2) naming the path otherwise.
     */
    public static CollectorModel read(Path path) {
        if (Files.isRegularFile(path)) {
            String file = path.getFileName().toString();
            MmuCsv.Loaded loaded = MmuCsv.load(path);
            return new CollectorModel(
                    file.endsWith(".csv") ? file.substring(0, file.length() - 4) : file,
                    loaded.curve(),
                    loaded.provenance());
        }
        if (!Files.isDirectory(path)) {
            throw ToolException.input(path + ": no such collector model (an MMU CSV of sched mmu, or a run folder)");
        }
        List<RunDir> recorded = new ArrayList<>();
        try {
            for (RunDir r : ResultTree.load(path).runs()) if (RecordedPauses.recorded(r)) recorded.add(r);
        } catch (ToolException e) {
            throw ToolException.input(e.getMessage());
        }
        if (recorded.size() != 1) {
            List<String> dirs = new ArrayList<>();
            for (RunDir r : recorded) dirs.add(r.dir().toString());
            throw ToolException.input(path + ": "
                    + (recorded.isEmpty()
                            ? "no run here recorded its GC pauses one by one (jvm_activity.gc_pauses.measured)"
                            : recorded.size() + " runs here recorded GC pauses; name one: " + String.join(", ", dirs)));
        }
        return of(RecordedPauses.of(recorded.get(0)));
    }

    /** The model a run's recorded pauses make, its provenance that run and its machine. */
    public static CollectorModel of(RecordedPauses p) {
        return new CollectorModel(
                p.label(),
                p.curve(),
                new ModelProvenance(
                        p.run().dir().toString(),
                        ModelProvenance.Machine.of(p.run().metadata())));
    }
}
