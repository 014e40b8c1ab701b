/**
 * What a run leaves on disk: the results folder layout ({@link rtjbench.core.run.output.RunFolders}), the
 * metadata record ({@link rtjbench.core.run.output.RunRecord}) and per-thread reports, the sample files and
 * summaries ({@link rtjbench.core.run.output.ResultsWriter}), the suite and sweep indexes (JSON by {@link
 * rtjbench.core.run.output.JsonText}, instants by {@link rtjbench.core.run.output.IsoInstant}), all written
 * crash-safe ({@link rtjbench.core.run.output.AtomicFile}: a temporary file renamed into place, nothing
 * overwritten). docs/results-format.md describes the format. Uses bench and stats only.
 */
package rtjbench.core.run.output;
