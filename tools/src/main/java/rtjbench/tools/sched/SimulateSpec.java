package rtjbench.tools.sched;

import java.nio.file.Path;
import java.util.List;
import javax.xml.stream.XMLStreamReader;
import rtjbench.sched.partition.Heuristic;
import rtjbench.sched.scheduler.PriorityOrder;
import rtjbench.sched.scheduler.Scheduler;
import rtjbench.sched.sim.Clusters;
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
        Scheduler s;
        try {
            s = Scheduler.named(scheduler);
        } catch (IllegalArgumentException e) {
            throw Experiment.error(file, line, "scheduler", e.getMessage());
        }
        Clusters platform;
        if (s.clustered()) {
            if (clusters == null) {
                throw Experiment.error(
                        file, line, "clusters", "is missing: " + s + " needs clusters (K equal ones, or 0-1/2-3)");
            }
            try {
                platform = Clusters.parse(clusters, cpus);
            } catch (IllegalArgumentException e) {
                throw Experiment.error(file, line, "clusters", e.getMessage() + " (" + cpus + " CPUs)");
            }
        } else if (clusters != null) {
            throw Experiment.error(file, line, "clusters", "is for clustered-edf and loose-clustered-edf, not " + s);
        } else {
            platform = s.global() ? Clusters.global(cpus) : Clusters.perCpu(cpus);
        }
        Heuristic heuristic = null;
        if (s.global()) {
            if (partitioning != null) {
                throw Experiment.error(file, line, "partitioning", s + " is global: it has nothing to partition");
            }
        } else {
            if (partitioning == null) {
                throw Experiment.error(
                        file,
                        line,
                        "partitioning",
                        "is missing: " + s + " places the tasks by ffd, nfd, bfd or wfd (generated sets have no"
                                + " CPUs)");
            }
            heuristic = Heuristic.byAbbreviation(partitioning.strip());
            if (heuristic == null) {
                throw Experiment.error(file, line, "partitioning", "'" + partitioning + "': ffd, nfd, bfd or wfd");
            }
        }
        if (priority != null && s.edf()) {
            throw Experiment.error(
                    file, line, "priority", "is for global-fp and partitioned-fp; " + s + " ranks jobs by deadline");
        }
        if (priority != null) {
            try {
                s = s.withPriorityOrder(PriorityOrder.named(priority));
            } catch (IllegalArgumentException e) {
                throw Experiment.error(file, line, "priority", "'" + priority + "': " + PriorityOrder.names());
            }
        }
        try {
            return new SimulatedScheduler(name, s, platform, heuristic, ExactSimulation.Limits.DEFAULT);
        } catch (IllegalArgumentException e) {
            throw Experiment.error(file, line, s.clustered() ? "clusters" : "scheduler", e.getMessage());
        }
    }
}
