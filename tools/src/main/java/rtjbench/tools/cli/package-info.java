/**
 * The tools' command line: a command's declared options parsed once ({@link rtjbench.tools.cli.Options}), its
 * help text, outputs that are never overwritten without --force, and the error that carries an exit status.
 */
package rtjbench.tools.cli;
