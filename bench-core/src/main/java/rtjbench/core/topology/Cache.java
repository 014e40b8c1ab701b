package rtjbench.core.topology;

import rtjbench.core.os.CpuList;

/** One cache as sysfs describes it: level, type (Data, Instruction, Unified), size and the CPUs sharing it. */
public final class Cache {
    private final int level;
    private final String type;
    private final long sizeBytes;
    private final int lineSize;
    private final CpuList sharedCpus;

    public Cache(int level, String type, long sizeBytes, int lineSize, CpuList sharedCpus) {
        this.level = level;
        this.type = type;
        this.sizeBytes = sizeBytes;
        this.lineSize = lineSize;
        this.sharedCpus = sharedCpus;
    }

    public int level() {
        return level;
    }

    public String type() {
        return type;
    }

    /** Data and unified caches hold the data a copy reads; instruction caches do not. */
    public boolean holdsData() {
        return !"Instruction".equalsIgnoreCase(type);
    }

    public long sizeBytes() {
        return sizeBytes;
    }

    public int lineSize() {
        return lineSize;
    }

    public CpuList sharedCpus() {
        return sharedCpus;
    }

    /** "L2" for unified caches, "L1d"/"L1i" for split ones. */
    public String label() {
        if ("Data".equalsIgnoreCase(type)) return "L" + level + "d";
        if ("Instruction".equalsIgnoreCase(type)) return "L" + level + "i";
        return "L" + level;
    }

    @Override
    public String toString() {
        return label() + " " + sizeBytes / 1024 + "K shared by " + sharedCpus;
    }
}
