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
 *
 * <p>What the stages hand each other. The order is written once, in {@link
 * rtjbench.core.run.pipeline.RunStages#standard}; what each stage reads of another's work is declared beside it
 * and checked against that order. A stage's set-up may give the stages after it a {@link
 * rtjbench.core.run.pipeline.PointRun.Part} (the PM QoS held, the clock, the workload, the test threads, the run
 * saved on an emergency): it says so in {@code gives()}, and a stage that reads one says so in {@code needs()}.
 * {@link rtjbench.core.run.pipeline.PointPipeline} checks the list when it is made and refuses a stage placed
 * before what it needs, naming both; so a new stage placed too early fails at once, in any test that makes the
 * pipeline, not with a null in the middle of a run. {@link rtjbench.core.run.pipeline.PointRun} keeps each part
 * as a value set once and read through an accessor that fails with the part's name if it is read before it is
 * given. What the tear-downs leave for the results (the JVM's line, the sub-runs, the control run) is read only
 * by RunResults, after every stage; a stage's own working state (its accounting, its control threads, its
 * watchdog) stays in the stage.
 *
 * <p>Why this shape and not stages that take and return typed values: the stages are around a measurement, not a
 * chain of transformations. Most give nothing and read the same few things (the workload and its threads, the
 * clock), set-up and tear-down run in opposite orders, a failing set-up still tears down the stages before it,
 * and the run's record is filled by all of them. A typed input and output per stage would thread those few
 * values through nineteen signatures and still leave the record shared; declared parts state the same contract
 * in a line a stage, with the order checked in one place.
 */
package rtjbench.core.run.pipeline;
