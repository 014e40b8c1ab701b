package javax.realtime;

/**
 * An event whose fire() releases its handlers. 1.0.2; 2.0 keeps these members (deprecated in favour of
 * AsyncBaseEvent's).
 * <p>
 * Sources: RTSJ 1.0.2, rtsj.org/specjavadoc/javax/realtime/AsyncEvent.html; RTSJ 2.0, github.com/RTESJ/rtesj
 * javadoc/src/main/java/javax/realtime/AsyncEvent.java.
 */
public class AsyncEvent {
    public AsyncEvent() {
        throw CompileOnly.error();
    }

    public void addHandler(AsyncEventHandler handler) {
        throw CompileOnly.error();
    }

    public void removeHandler(AsyncEventHandler handler) {
        throw CompileOnly.error();
    }

    public void fire() {
        throw CompileOnly.error();
    }
}
