/**
 * The tools' command line: a command's declared options parsed once ({@link rtjbench.tools.cli.Options}), its
 * help text, outputs that are never overwritten without --force, the error that carries an exit status, and
 * independent jobs done side by side with their results in order ({@link rtjbench.tools.cli.Parallel}).
 */
package rtjbench.tools.cli;
