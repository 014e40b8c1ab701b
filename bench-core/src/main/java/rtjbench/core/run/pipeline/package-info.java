/**
 * One point run in this VM as a pipeline of stages: {@link rtjbench.core.run.pipeline.PointPipeline} calls each
 * {@link rtjbench.core.run.pipeline.RunStage}'s set-up in order (lock memory, hold PM QoS, choose the clock,
 * place threads, arm the watchdog...), measures, then tears down in reverse, and {@link
 * rtjbench.core.run.pipeline.RunResults} saves and reports whatever happened. {@link
 * rtjbench.core.run.pipeline.RunSession} holds what spans all runs of one invocation, with its {@link
 * rtjbench.core.run.pipeline.SessionStage}s (the signal hook, the PM QoS held for the session). New stages
 * belong here; the loads beside a run are stages too ({@link rtjbench.core.run.pipeline.LoadStages}), {@link
 * rtjbench.core.run.pipeline.VmCheck} checks a fork got the VM its {@code <jvm>} entry named, {@link
 * rtjbench.core.run.pipeline.Startup} records where a run's start-up went and {@link
 * rtjbench.core.run.pipeline.HeapFacts} the heap it ran on. Uses bench, load,
 * record, run.output, run.console, run.phase, run.plan; knows forks only as a {@link
 * rtjbench.core.run.pipeline.ChildVm} to stop.
 */
package rtjbench.core.run.pipeline;
