package rtjbench.tools.stats;

/**
 * The sample trace in bounded memory: up to {@code bins} bins of {@code width} consecutive samples, each
 * keeping its min and max. When full, neighbours are merged and the width doubles, so any number of samples
 * fits and no spike is lost (the max of a bin is the max of its samples). Width 1 is the exact trace.
 */
public final class TraceBins {
    private final long[] min;
    private final long[] max;
    private long width = 1;
    private long n;

    public TraceBins(int bins) {
        if (bins < 2 || bins % 2 != 0)
            throw new IllegalArgumentException("trace bins must be even and >= 2, got " + bins);
        min = new long[bins];
        max = new long[bins];
    }

    public void add(long v) {
        long b = n / width;
        if (b >= min.length) {
            halve();
            b = n / width;
        }
        int i = (int) b;
        if (n % width == 0) {
            min[i] = v;
            max[i] = v;
        } else {
            if (v < min[i]) min[i] = v;
            if (v > max[i]) max[i] = v;
        }
        n++;
    }

    private void halve() {
        int half = min.length / 2;
        for (int i = 0; i < half; i++) {
            min[i] = Math.min(min[2 * i], min[2 * i + 1]);
            max[i] = Math.max(max[2 * i], max[2 * i + 1]);
        }
        width *= 2;
    }

    /** Samples per bin. */
    public long width() {
        return width;
    }

    public int size() {
        return (int) ((n + width - 1) / width);
    }

    public long min(int bin) {
        return min[bin];
    }

    public long max(int bin) {
        return max[bin];
    }

    /** Index of the first sample in a bin. */
    public long start(int bin) {
        return bin * width;
    }
}
