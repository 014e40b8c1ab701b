/**
 * Global multiprocessor tests: for global EDF, GFB (the density bound), BAK (Baker), BCL and BCLI (Bertogna,
 * Cirinei and Lipari, one-shot and iterative slack), BAR (Baruah) and GEDF-RTA (Bertogna and Cirinei's
 * response-time analysis); for global fixed priority, GFP-RTA. All sufficient: "false" means "not shown
 * schedulable". Each class's comment gives its formula and paper and says where it needs more than integers.
 */
package rtjbench.sched.analysis.global;
