package rtjbench.tools.plot;

import org.jfree.chart.JFreeChart;

/** A chart and the file name (without extension) it is written under. */
public record NamedChart(String name, JFreeChart chart) {}
