/**
 * RTSJ found by class name ({@link rtjbench.core.rtsj.RtsjDetection}) and the memory areas a run may allocate
 * in (heap, immortal, scoped, in the 1.0.2 or 2.0 layout), without linking against javax.realtime: the classes
 * that do live in rtsj.impl and are loaded reflectively only after detection said yes.
 */
package rtjbench.core.rtsj;
