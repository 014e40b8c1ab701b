/**
 * The processor time tasks are sure to get when the platform takes some for itself — above all the garbage
 * collector. A {@link rtjbench.sched.supply.Supply} is a supply-bound function: the least time available in any
 * window of a given length. Built from a collector's recorded pauses it is the minimum mutator utilisation
 * (Cheng and Blelloch 2001) times the window; the uniprocessor and partitioned tests take it in place of a whole
 * processor.
 */
package rtjbench.sched.supply;
