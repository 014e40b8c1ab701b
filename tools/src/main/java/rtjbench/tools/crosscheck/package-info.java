/**
 * {@code tools crosscheck}: the harness's figures beside the JMH twins' for the same operation, pooled over
 * rounds, with the reason for each gap where one is found. The harness's runs grouped by point
 * ({@link rtjbench.tools.crosscheck.HarnessPoints}), JMH's records ({@link rtjbench.tools.crosscheck.JmhResults}),
 * what pairs with what ({@link rtjbench.tools.crosscheck.Pairing}), why a pair differs
 * ({@link rtjbench.tools.crosscheck.GapReasons}) and the table ({@link rtjbench.tools.crosscheck.CrosscheckTable});
 * the command only parses and prints.
 */
package rtjbench.tools.crosscheck;
