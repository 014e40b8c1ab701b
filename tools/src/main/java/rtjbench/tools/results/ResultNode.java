package rtjbench.tools.results;

import java.nio.file.Path;
import java.util.List;

/** A results folder of one of the kinds of docs/results-format.md, told by its index file. */
public sealed interface ResultNode permits RunDir, SweepDir, SuiteDir, ForksDir {
    Path dir();

    /** Every run below (or this run), in index order. */
    List<RunDir> runs();

    /** Every sweep below (or this sweep), in index order. */
    List<SweepDir> sweeps();
}
