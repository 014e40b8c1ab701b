/**
 * {@code rtjbench.jar sched ...}: schedulability from the suite's own measurements. The commands read task-set
 * files and results folders, call the {@code sched} module (the task model, the tests, the simulator, the
 * overhead and collector models) and write verdicts, models, experiments and charts. The analysis itself lives in
 * the {@code sched} module, so the task-set testapp on the VM under test runs the very partition analysed here.
 */
package rtjbench.tools.sched;
