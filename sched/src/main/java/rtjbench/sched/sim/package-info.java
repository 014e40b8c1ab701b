/**
 * Simulated schedules: synchronous periodic task sets run on m identical CPUs, event by event (releases,
 * completions, deadlines), under EDF or fixed priorities, globally, partitioned, clustered or loosely clustered.
 *
 * <ul>
 *   <li>{@link rtjbench.sched.sim.Simulator} runs a schedule; {@link rtjbench.sched.sim.Simulation} runs one over
 *       a fixed window. Rules, tie-breaks and metrics are in their javadoc and in docs/schedulability.md.
 *   <li>{@link rtjbench.sched.sim.Placement} and {@link rtjbench.sched.sim.Clusters} say which CPUs run which task;
 *       {@link rtjbench.sched.sim.LooseClustering} balances tasks between clusters; {@link
 *       rtjbench.sched.sim.JobPriority} ranks jobs; {@link rtjbench.sched.sim.Placement#byCpu} places a set as a
 *       {@link rtjbench.sched.scheduler.Scheduler} runs it.
 *   <li>{@link rtjbench.sched.sim.ExactSimulation} decides schedulability exactly by simulating until the state at
 *       a hyperperiod's end repeats; {@link rtjbench.sched.sim.SimGedfTest} is that for global EDF, the {@code
 *       SIM-GEDF} test; {@link rtjbench.sched.sim.SimulatedScheduler} is that for any scheduler on a fixed platform,
 *       the tasks placed by a partitioning heuristic first (the simulated series of {@code sched ratio}).
 *   <li>Each job can be handed to a {@link rtjbench.sched.sim.JobSink} as a {@link rtjbench.sched.sim.JobRecord}.
 * </ul>
 *
 * Overheads enter as inflated WCETs ({@link rtjbench.sched.overhead.Charging#inflate}) before a set is simulated;
 * the simulator itself charges nothing. Uses {@code model}, {@code scheduler}, {@code analysis} (the test
 * interface, exact rationals) and {@code partition} (the heuristics {@link rtjbench.sched.sim.Placement#partition}
 * runs); the test catalog uses it for {@code SIM-GEDF}.
 */
package rtjbench.sched.sim;
