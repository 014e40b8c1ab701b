package rtjbench.core.jvm;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The system properties a run's {@code jvm} block is made of, said once: for a VM that describes itself, and for a
 * runner that describes a lean fork's VM from the properties it handed back.
 */
public final class VmProperties {
    /** The properties, in the block's order. */
    private static final String[] DESCRIBED = {
        "java.vm.name",
        "java.vm.vendor",
        "java.vm.version",
        "java.version",
        "java.runtime.version",
        "java.home",
        "java.class.version"
    };

    private VmProperties() {}

    /** The properties a {@code jvm} block is made of. */
    public static String[] described() {
        return DESCRIBED.clone();
    }

    /** The block's entries from {@code properties} ({@code java.vm.name} as {@code vm_name}, ...), in order. */
    public static Map<String, Object> block(Map<String, String> properties) {
        Map<String, Object> vm = new LinkedHashMap<>();
        for (String key : DESCRIBED) {
            vm.put(key.replace("java.", "").replace('.', '_'), properties.get(key));
        }
        return vm;
    }

    /** {@link #block} of this VM's own properties. */
    public static Map<String, Object> blockOfThisVm() {
        Map<String, String> properties = new LinkedHashMap<>();
        for (String key : DESCRIBED) {
            properties.put(key, System.getProperty(key));
        }
        return block(properties);
    }
}
