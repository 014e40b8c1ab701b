/**
 * Task-set generators: the named {@link rtjbench.sched.gen.Recipes} of Gracioli et al. (periods short, moderate, long;
 * utilisations uniform or bimodal, light, medium, heavy; tasks added until a cap, within a slack) and the RTMultiSim
 * thesis (three utilisation distributions, periods with a bounded hyperperiod, a fixed cardinality scaled to a load),
 * drawn from a {@link rtjbench.sched.gen.SplitMix} stream made of the seed and the set's coordinates: the same seed
 * gives the same sets on any JVM, in any order.
 */
package rtjbench.sched.gen;
