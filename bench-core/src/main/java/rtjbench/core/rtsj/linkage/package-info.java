/**
 * A link check without linking: reads the member references of our class files and resolves them against what
 * the VM under test has, by reflection and the JVM's own rules, so the probe can say which RTSJ path would link
 * before anything real-time runs.
 */
package rtjbench.core.rtsj.linkage;
