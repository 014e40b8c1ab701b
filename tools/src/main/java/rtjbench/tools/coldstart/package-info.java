/**
 * {@code tools coldstart} and the cold-start part of {@code post} and the report: for the cold points of a folder
 * ({@code start=cold}, docs/cold-start.md), a table a VM and testapp ({@code cold-start.csv}: the first event's
 * latency over the cold starts, the events and milliseconds to the steady state, the steady state itself) and the
 * warm-up curves ({@code plots/warmup-<testapp>}, a line a VM; {@code plots/warmup-<testapp>-<jvm>}, with the VM's
 * JIT and class-loading events along the curve).
 */
package rtjbench.tools.coldstart;
