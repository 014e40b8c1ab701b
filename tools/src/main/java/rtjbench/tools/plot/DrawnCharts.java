package rtjbench.tools.plot;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The SVG of every chart already drawn, by the folder its files went to, so that a report inlines what plot wrote
 * instead of drawing each chart a second time. Safe to fill from several threads.
 */
public final class DrawnCharts {
    /** A chart's file name (without extension) and its {@code <svg>} element. */
    public record Svg(String name, String element) {}

    private final Map<Path, List<Svg>> byFolder = new ConcurrentHashMap<>();

    void put(Path folder, List<Svg> charts) {
        byFolder.put(folder.toAbsolutePath().normalize(), List.copyOf(charts));
    }

    /** The charts drawn into {@code folder}, in the order drawn; or, where none were, {@code charts} drawn now. */
    public List<Svg> in(Path folder, Supplier<List<NamedChart>> charts) {
        List<Svg> drawn = byFolder.get(folder.toAbsolutePath().normalize());
        if (drawn != null) return drawn;
        List<Svg> now = new ArrayList<>();
        for (NamedChart c : charts.get()) now.add(new Svg(c.name(), ChartFiles.svg(c.chart())));
        return now;
    }
}
