package rtjbench.tools.plot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.junit.jupiter.api.Test;

class DrawnChartsTest {
    private static NamedChart chart(String name) {
        XYSeries s = new XYSeries("s");
        s.add(1, 2);
        s.add(2, 3);
        XYPlot plot = new XYPlot(
                new XYSeriesCollection(s), new NumberAxis("x"), new NumberAxis("y"), new XYLineAndShapeRenderer());
        return new NamedChart(name, new JFreeChart(name, plot));
    }

    @Test
    void aFolderDrawnIsGivenBackAsDrawnWithoutDrawingAgain() {
        DrawnCharts drawn = new DrawnCharts();
        drawn.put(Path.of("run/plots"), List.of(new DrawnCharts.Svg("ccdf", "<svg id=\"a\"/>")));
        List<DrawnCharts.Svg> got = drawn.in(Path.of("run/./x/../plots"), () -> {
            throw new AssertionError("drawn again");
        });
        assertEquals(List.of(new DrawnCharts.Svg("ccdf", "<svg id=\"a\"/>")), got);
    }

    @Test
    void aFolderNotDrawnHasItsChartsDrawnNowInOrder() {
        DrawnCharts drawn = new DrawnCharts();
        drawn.put(Path.of("other/plots"), List.of(new DrawnCharts.Svg("x", "<svg/>")));
        List<DrawnCharts.Svg> got = drawn.in(Path.of("run/plots"), () -> List.of(chart("trace"), chart("bars")));
        assertEquals(
                List.of("trace", "bars"),
                got.stream().map(DrawnCharts.Svg::name).toList());
        for (DrawnCharts.Svg s : got) assertTrue(s.element().startsWith("<svg"), s.element());
    }
}
