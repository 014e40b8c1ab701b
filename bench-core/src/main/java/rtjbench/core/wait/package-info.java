/**
 * How a thread waits for another thread or for a deadline: {@link rtjbench.core.wait.WaitStrategy} and its
 * four kinds (park, yield, backoff, spin), chosen by the {@code wait_strategy} argument
 * ({@link rtjbench.core.wait.WaitStrategies}) and made once per waiting thread, so the waits in timed loops
 * allocate nothing. Uses args and support only; the testapps that hand events over (dispatch, periodic) use it.
 */
package rtjbench.core.wait;
