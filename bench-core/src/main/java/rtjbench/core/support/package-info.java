/**
 * The few types every layer of the harness shares: the exception for a config this VM or machine cannot run
 * ({@link rtjbench.core.support.ConfigException}, {@link rtjbench.core.support.UnsupportedHereException}) and
 * the sink that keeps computed values alive without I/O, and the padding that keeps a word one thread writes often
 * on cache lines of its own ({@link rtjbench.core.support.CacheLines}). Depends on args only, so clocks, RTSJ and
 * benchmarks can all throw and use them without depending on each other.
 */
package rtjbench.core.support;
