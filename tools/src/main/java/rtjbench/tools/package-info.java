/**
 * {@code java -jar tools/target/rtjbench.jar COMMAND}: the analysis tools over results folders. Java 17, never
 * on the VM under test. Each command lives in its own package and reads folders through tools.results.
 */
package rtjbench.tools;
