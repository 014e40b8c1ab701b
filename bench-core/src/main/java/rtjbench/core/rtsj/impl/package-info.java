/**
 * The only harness classes that link against javax.realtime: RealtimeThread and NoHeapRealtimeThread factories
 * and the memory areas of RTSJ 1.0.2 and 2.0. Loaded by name from rtsj and bench after detection, so a VM
 * without RTSJ never resolves them.
 */
package rtjbench.core.rtsj.impl;
