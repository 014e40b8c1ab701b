package rtjbench.core.bench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * What a point keeps on the heap, part by part: each part a name, its bytes and how they were counted
 * ({@code "16 threads x 1,000,000 x 8 B"}), so that a heap too small for a point is refused naming what fills
 * it, and the run records what its heap was sized from. A testapp declares its own parts
 * ({@link Benchmark#heapNeed}); the harness adds its own (the samples, their end times, the control run, the
 * allocation load's long-lived set) and sizes each fork's heap from the sum ({@code run.plan.PointHeap}).
 * Immutable; parts of no bytes are left out.
 */
public final class HeapNeed {
    /** One named part of a point's heap. */
    public static final class Part {
        private final String name;
        private final long bytes;
        private final String how;

        Part(String name, long bytes, String how) {
            this.name = name;
            this.bytes = bytes;
            this.how = how;
        }

        public String name() {
            return name;
        }

        public long bytes() {
            return bytes;
        }

        /** How the bytes were counted, e.g. {@code "16 threads x 1,000,000 x 8 B"}. */
        public String how() {
            return how;
        }

        @Override
        public String toString() {
            return name + " " + megabytes(bytes) + (how.isEmpty() ? "" : " (" + how + ")");
        }
    }

    private static final HeapNeed NONE = new HeapNeed(Collections.<Part>emptyList());

    private final List<Part> parts;

    private HeapNeed(List<Part> parts) {
        this.parts = Collections.unmodifiableList(parts);
    }

    /** Nothing beyond what the harness keeps: the default of a testapp. */
    public static HeapNeed none() {
        return NONE;
    }

    /** These parts and {@code bytes} more, named; a part of no bytes is left out. */
    public HeapNeed plus(String name, long bytes, String how) {
        if (bytes < 0) {
            throw new IllegalArgumentException(name + ": a heap part cannot be negative, was " + bytes + " B");
        }
        if (bytes == 0) {
            return this;
        }
        List<Part> more = new ArrayList<>(parts);
        more.add(new Part(name, bytes, how));
        return new HeapNeed(more);
    }

    /** These parts, then {@code other}'s. */
    public HeapNeed plus(HeapNeed other) {
        if (other.parts.isEmpty()) {
            return this;
        }
        List<Part> more = new ArrayList<>(parts);
        more.addAll(other.parts);
        return new HeapNeed(more);
    }

    public List<Part> parts() {
        return parts;
    }

    /** The sum of the parts, saturating rather than wrapping (a config may ask for more than a long holds). */
    public long bytes() {
        long sum = 0;
        for (Part p : parts) {
            sum = sum > Long.MAX_VALUE - p.bytes ? Long.MAX_VALUE : sum + p.bytes;
        }
        return sum;
    }

    /** {@code a x b}, saturating: sizes made of counts the user gives. */
    public static long times(long a, long b) {
        if (a == 0 || b == 0) {
            return 0;
        }
        return a > Long.MAX_VALUE / b ? Long.MAX_VALUE : a * b;
    }

    /** {@code "16 threads x 1,000,000 x 8 B"}: how a per-thread, per-sample part was counted. */
    public static String perThread(int threads, long each, String unit) {
        return String.format(Locale.ROOT, "%d thread%s x %,d x %s", threads, threads == 1 ? "" : "s", each, unit);
    }

    /** Bytes in MB with one decimal, as the parts are printed: {@code "122.1 MB"}. */
    public static String megabytes(long bytes) {
        return String.format(Locale.ROOT, "%.1f MB", bytes / 1048576.0);
    }

    /** The parts, joined: {@code "samples 122.1 MB (16 threads x 1,000,000 x 8 B), ..."}; "nothing" where none. */
    @Override
    public String toString() {
        if (parts.isEmpty()) {
            return "nothing";
        }
        StringBuilder sb = new StringBuilder();
        for (Part p : parts) {
            sb.append(sb.length() == 0 ? "" : ", ").append(p);
        }
        return sb.toString();
    }
}
