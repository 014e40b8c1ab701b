/**
 * The part of {@code javax.realtime} that rtjbench compiles against: only members whose name, parameter
 * types and return type are the same in RTSJ 1.0.2 and RTSJ 2.0, so what compiles here links on both. The
 * 2.0-only package {@code javax.realtime.memory} is the one exception; it is used only where detection
 * found it. A member whose descriptor differs between the versions (RealtimeThread's
 * {@code setReleaseParameters} and {@code setSchedulingParameters}: void in 1.0.2, returning
 * {@code Schedulable} in 2.0) is deliberately absent, so a call to it does not compile; the suite reaches it
 * through {@code rtjbench.core.rtsj.VersionedMember} (looked up by name and parameter types).
 * <p>
 * Sources of the signatures (facts only): RTSJ 1.0.2 javadoc (rtsj.org/specjavadoc; the same API as Java RTS
 * 2.2's rtsj-docs and JamaicaVM 6.x) and aicas's RTSJ 2.0 API sources (github.com/RTESJ/rtesj,
 * javadoc/src/main/java, "Copyright 2012--2024 aicas GmbH"). The members are listed, with their descriptors
 * per version, in bench-core's test resources {@code rtsj/rtsj-1.0.2.sig} and {@code rtsj/rtsj-2.0.sig}; a
 * test there fails when this API declares anything that is not in both. Hierarchies are simplified where
 * that only narrows what compiles (2.0's {@code ImmortalMemory} extends {@code MemoryArea} through
 * {@code PerennialMemory}).
 * <p>
 * Compile-only (provided scope): every body throws, the VM under test supplies the real classes; nothing
 * here is shipped (a build check fails when a shipped jar holds {@code javax/realtime}).
 */
package javax.realtime;
