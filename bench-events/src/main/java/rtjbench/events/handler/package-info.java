/**
 * How a handler is made and woken for {@code dispatch}: the handler kinds (a dedicated thread, a pool, a thread
 * per event, virtual threads where the VM has them, RTSJ handlers through events.rtsj), their placement and
 * release order. Uses bench and the harness's os layer.
 */
package rtjbench.events.handler;
