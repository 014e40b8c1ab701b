package rtjbench.core.run;

/** What a summary row shows of a set of samples, in ns: from every sample ({@link SampleStats}) or a histogram. */
interface Figures {
    long count();

    long min();

    double mean();

    double std();

    long percentile(double p);

    long max();
}
