/**
 * The event testapps' RTSJ paths (AsyncEventHandler, PeriodicParameters, RealtimeThread), linked only where the
 * VM has RTSJ and loaded by name after detection.
 */
package rtjbench.events.rtsj;
