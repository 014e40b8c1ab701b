package rtjbench.events.handler;

import java.util.ArrayList;
import java.util.List;

/** Refused requests (affinity, policy) from many handler threads, each kind of refusal kept once. */
final class Warnings implements ThreadPlacement.Sink {
    private final List<String> list = new ArrayList<>();

    synchronized void add(String warning) {
        if (!list.contains(warning)) {
            list.add(warning);
        }
    }

    @Override
    public void warn(String warning) {
        add(warning);
    }

    synchronized List<String> snapshot() {
        return new ArrayList<>(list);
    }
}
