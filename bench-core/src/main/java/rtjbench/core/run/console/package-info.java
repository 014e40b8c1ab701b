/**
 * What a person sees while a run goes: progress lines, warnings said once, failures with where the samples went
 * ({@link rtjbench.core.run.console.Progress}), and whether the console is a terminal. Uses run.output (the
 * console log is written beside the results).
 */
package rtjbench.core.run.console;
