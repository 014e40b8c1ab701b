package javax.realtime;

/** RTSJ 1.0.2 / 2.0: an event whose fire() releases its handlers. */
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

    public void setHandler(AsyncEventHandler handler) {
        throw CompileOnly.error();
    }

    public boolean handledBy(AsyncEventHandler handler) {
        throw CompileOnly.error();
    }

    public void fire() {
        throw CompileOnly.error();
    }
}
