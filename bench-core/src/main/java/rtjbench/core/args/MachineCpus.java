package rtjbench.core.args;

import java.io.File;
import java.io.IOException;
import rtjbench.core.os.CpuList;
import rtjbench.core.os.SmallFiles;

/**
 * The CPUs this machine could ever bring online, read once: the kernel's {@code possible} list where sysfs has
 * one, else one CPU per processor the VM reports. A {@code cpus} argument naming a higher CPU is refused while
 * it is parsed, before a range such as {@code 0-100000000} is expanded; which of these CPUs this process may
 * use is checked later, against its affinity mask.
 */
final class MachineCpus {
    private static final File POSSIBLE = new File("/sys/devices/system/cpu/possible");

    private final CpuList cpus;
    private final String source;

    private MachineCpus(CpuList cpus, String source) {
        this.cpus = cpus;
        this.source = source;
    }

    /** This machine, read on first use. */
    static MachineCpus get() {
        return Holder.MACHINE;
    }

    private static final class Holder {
        static final MachineCpus MACHINE = read();
    }

    private static MachineCpus read() {
        try {
            String text = SmallFiles.text(POSSIBLE).trim();
            return new MachineCpus(CpuList.parse(text), POSSIBLE.getPath());
        } catch (IOException | IllegalArgumentException e) {
            int n = Runtime.getRuntime().availableProcessors();
            return new MachineCpus(CpuList.parse("0-" + (n - 1)), "Runtime.availableProcessors()");
        }
    }

    int highest() {
        return cpus.isEmpty() ? 0 : cpus.get(cpus.size() - 1);
    }

    /** "this machine's CPUs 0-1", for messages. */
    String describe() {
        return "this machine's CPUs " + cpus;
    }

    /** Where {@link #describe()} comes from: "/sys/devices/system/cpu/possible". */
    String source() {
        return source;
    }

    CpuList parse(String text) {
        return CpuList.parse(text, highest(), describe());
    }
}
