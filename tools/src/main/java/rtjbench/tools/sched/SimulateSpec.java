package rtjbench.tools.sched;

import java.nio.file.Path;
import java.util.List;
import javax.xml.stream.XMLStreamReader;
import rtjbench.core.args.ArgType;
import rtjbench.sched.partition.Heuristic;
import rtjbench.sched.scheduler.PriorityOrder;
import rtjbench.sched.scheduler.Scheduler;
import rtjbench.sched.sim.ExactSimulation;
import rtjbench.sched.sim.SimulatedScheduler;

/**
 * A {@code <simulate>} element of an experiment file: a scheduler judged by simulation, its series named
 * {@code name}.
 *
 * <pre>
 * &lt;simulate name="global" scheduler="global-edf"/&gt;
 * &lt;simulate name="partitioned" scheduler="pedf" partitioning="nfd"/&gt;
 * &lt;simulate name="clustered" scheduler="cedf" clusters="2" partitioning="nfd"/&gt;
 * &lt;simulate name="loose" scheduler="loose-cedf" clusters="0-1/2-3" partitioning="nfd"/&gt;
 * &lt;simulate name="p-fp" scheduler="partitioned-fp" partitioning="ffd" priority="rm"/&gt;
 * </pre>
 *
 * The attributes are those of {@code sched simulate}'s options: {@code scheduler} (required; a name or an alias),
 * {@code clusters} (for the clustered schedulers only, and required there), {@code partitioning} (required for
 * every scheduler but the global ones, which refuse it: generated sets have no CPUs) and {@code priority} (the
 * fixed-priority schedulers: rm, dm or file; {@link PriorityOrder#DEFAULT} by default). Read as the element comes
 * ({@link #read}); checked once the experiment's CPU count is known ({@link #build}), each mistake naming the file,
 * the element's line and the attribute.
 */
record SimulateSpec(String name, int line, String scheduler, String clusters, String partitioning, String priority) {
    static final List<String> ATTRIBUTES = List.of("name", "scheduler", "clusters", "partitioning", "priority");

    /** The element at the reader's position, on {@code line}; unknown attributes are refused. */
    static SimulateSpec read(XMLStreamReader r, Path file, int line) {
        for (int a = 0; a < r.getAttributeCount(); a++) {
            String at = r.getAttributeLocalName(a);
            if (!ATTRIBUTES.contains(at)) {
                throw Experiment.error(
                        file, line, at, "is not an attribute of <simulate> (" + String.join(", ", ATTRIBUTES) + ")");
            }
        }
        String name = r.getAttributeValue(null, "name");
        if (name == null || name.isBlank()) {
            throw Experiment.error(file, line, "simulate", "needs a name=\"...\" attribute");
        }
        String scheduler = r.getAttributeValue(null, "scheduler");
        if (scheduler == null || scheduler.isBlank()) {
            throw Experiment.error(
                    file, line, "scheduler", "is missing: <simulate scheduler=\"...\">, one of " + Scheduler.names());
        }
        return new SimulateSpec(
                name.strip(),
                line,
                scheduler.strip(),
                r.getAttributeValue(null, "clusters"),
                r.getAttributeValue(null, "partitioning"),
                r.getAttributeValue(null, "priority"));
    }

    /** The simulated scheduler on {@code cpus} CPUs, with the exact test's default limits. */
    SimulatedScheduler build(Path file, int cpus) {
        Scheduler s = word(file, "scheduler", SchedulerChoice.SCHEDULER, scheduler);
        Heuristic heuristic = word(file, "partitioning", SchedulerChoice.PARTITIONING, partitioning);
        PriorityOrder order = word(file, "priority", SchedulerChoice.PRIORITY, priority);
        SchedulerChoice choice;
        try {
            choice = SchedulerChoice.of(s, clusters, heuristic, order, cpus, true);
        } catch (SchedulerChoice.Mistake e) {
            throw Experiment.error(file, line, e.word(), e.getMessage());
        }
        try {
            return new SimulatedScheduler(
                    name, choice.scheduler(), choice.clusters(), choice.partitioning(), ExactSimulation.Limits.DEFAULT);
        } catch (IllegalArgumentException e) {
            throw Experiment.error(file, line, s.clustered() ? "clusters" : "scheduler", e.getMessage());
        }
    }

    /** An attribute's value read by the type of the option of the same name; null where not given. */
    private <T> T word(Path file, String attribute, ArgType<T> type, String text) {
        if (text == null) return null;
        try {
            return type.parse(text);
        } catch (IllegalArgumentException e) {
            throw Experiment.error(file, line, attribute, e.getMessage());
        }
    }
}
