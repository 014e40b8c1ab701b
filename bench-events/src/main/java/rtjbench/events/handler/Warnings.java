package rtjbench.events.handler;

import java.util.ArrayList;
import java.util.List;

/** Refused requests (affinity, policy) from many handler or helper threads, each kind of refusal kept once. */
public final class Warnings implements ThreadPlacement.Sink {
    private final List<String> list = new ArrayList<>();

    public synchronized void add(String warning) {
        if (!list.contains(warning)) {
            list.add(warning);
        }
    }

    @Override
    public void warn(String warning) {
        add(warning);
    }

    public synchronized List<String> snapshot() {
        return new ArrayList<>(list);
    }
}
