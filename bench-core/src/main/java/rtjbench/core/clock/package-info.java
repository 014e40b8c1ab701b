/**
 * The clocks a run may time with ({@code clock=auto|tsc|tsc-serial|nanotime}): System.nanoTime and the TSC read
 * through JNI, JNA or (Java 22+, multi-release) FFM; their calibration, invariance check and measured read
 * cost; {@link rtjbench.core.clock.ClockSelector} chooses one per run and says why, and {@link
 * rtjbench.core.clock.ClockHandover} carries what a runner measured to its forks, which check it rather than
 * measure it again. Uses os and support.
 */
package rtjbench.core.clock;
