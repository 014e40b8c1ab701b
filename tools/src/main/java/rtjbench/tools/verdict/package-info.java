/**
 * The verdict of a results folder planned by an args file's verdict element: for each VM entry, the overhead model
 * made from its own overhead points and the collector's MMU from its MMU point; for each VM entry × scheduler, the
 * analysis (ideal, with those overheads, with that MMU) and the task-set run held to it; one row each, with a
 * verdict ({@code meets}, {@code at-risk}, {@code misses}) and the first cause. {@code post} writes it as
 * {@code verdict.csv}, the models beside it, the report's first section and the console's last table.
 */
package rtjbench.tools.verdict;
