/**
 * The C references and cyclictest run beside a Java run, in the same sitting and with its settings: {@code
 * bin/c-refs} ({@link rtjbench.core.run.nativeref.NativeRefs}) builds the C twins with gcc and runs each, and
 * cyclictest, as a measurement inside the same pipeline of stages, into results folders of the same format.
 * Stands above run: it reuses the runner to run its points.
 */
package rtjbench.core.run.nativeref;
