/**
 * The entry points and the runner: {@link rtjbench.core.run.Main} (bin/rtjbench-run and a fork's child VM,
 * through {@link rtjbench.core.run.ForkChild}), {@link rtjbench.core.run.MavenLaunch} (mvn exec:java) and
 * {@link rtjbench.core.run.Runner}, which runs each planned point through the pipeline, in this VM or in forks,
 * and writes the suite and sweep indexes. The top of the run packages: it wires plan, pipeline, fork, output
 * and console together and none of them imports it (run.nativeref, which reuses the runner for the C
 * references, stands above it).
 */
package rtjbench.core.run;
