/**
 * The tests by name: {@link rtjbench.sched.catalog.TestCatalog} builds every uniprocessor, partitioned and
 * global test (and the simulator's exact SIM-GEDF) for a given supply and finds one by the name that CSV output and
 * experiment files use.
 */
package rtjbench.sched.catalog;
