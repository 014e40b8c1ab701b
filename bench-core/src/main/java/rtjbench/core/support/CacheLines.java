package rtjbench.core.support;

/**
 * How far apart a word one thread writes often is kept from everything else: {@value #PAD_BYTES} bytes of unused
 * elements on each side of it inside an array (two cache lines, since the adjacent-line prefetcher moves lines in
 * pairs). As a field, such a word shares its line with whatever the allocator put beside its object, and another
 * thread that reads that neighbour, perhaps inside its timed region, then takes the line from the writer's CPU
 * or has to fetch it back after the next write: one more transfer between CPUs each time, in the runs where the
 * two happen to lie together, so a latency that changes with each VM start. An array keeps the layout whatever the
 * VM does with fields (HotSpot's field layout since JDK 15 fills a superclass's padding with subclass fields).
 */
public final class CacheLines {
    /** Bytes of padding on each side of a padded word. */
    public static final int PAD_BYTES = 128;

    /** {@link #PAD_BYTES} in longs, for a padded {@code long[]}: the word is element {@code PAD_LONGS}. */
    public static final int PAD_LONGS = PAD_BYTES / 8;

    /** {@link #PAD_BYTES} in ints, for a padded {@code int[]}: the word is element {@code PAD_INTS}. */
    public static final int PAD_INTS = PAD_BYTES / 4;

    private CacheLines() {}
}
