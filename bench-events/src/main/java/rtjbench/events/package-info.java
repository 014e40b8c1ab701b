/**
 * The event testapps: {@code periodic} (how late a periodic thread is released), {@code dispatch} and {@code
 * dispatch_inversion} (how late an event handler runs, and behind whom), {@code context_switch} and {@code
 * thread_start}, with the C twins they are compared with. Handler kinds live in events.handler, RTSJ-linked
 * code in events.rtsj, the CPMD testapp in events.cpmd.
 */
package rtjbench.events;
