/**
 * {@code tools crosscheck}: the harness's figures beside the JMH twins' for the same operation, pooled over
 * rounds, with the reason for each gap where one is found.
 */
package rtjbench.tools.crosscheck;
