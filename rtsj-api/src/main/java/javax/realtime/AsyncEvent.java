package javax.realtime;

/** An event whose fire() releases its handlers. 1.0.2; 2.0 keeps these members (deprecated in favour of AsyncBaseEvent's). */
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
