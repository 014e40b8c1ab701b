package rtjbench.core.jvm;

import java.lang.management.ManagementFactory;
import java.lang.management.PlatformManagedObject;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How HotSpot executes Java code here, as the VM says it: {@code java.vm.info} ({@code mixed mode},
 * {@code interpreted mode} under {@code -Xint}, {@code compiled mode} under {@code -Xcomp}; {@code sharing} where a
 * class-data archive or AOT cache is mapped) and the flags that shape the JIT ({@code TieredStopAtLevel}: 1 is
 * C1 alone) and the cache ({@code AOTCache}), read from the VM's diagnostic bean by reflection (absent on a VM
 * without {@code com.sun.management}). Used to check that a {@code <jvm>} entry's mode is the one it runs in.
 */
public final class VmMode {
    private VmMode() {}

    /** {@code vm_info} and the flags, null where the VM does not tell. */
    public static Map<String, Object> describe() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("vm_info", System.getProperty("java.vm.info"));
        m.put("tiered_stop_at_level", flag("TieredStopAtLevel"));
        m.put("aot_cache", flag("AOTCache"));
        return m;
    }

    /** Whether the VM maps a class-data archive or AOT cache ({@code sharing} in {@code java.vm.info}). */
    public static boolean sharing() {
        String info = System.getProperty("java.vm.info", "");
        return info.contains("sharing");
    }

    private static final String TIER_LEVEL_OPTION = "-XX:TieredStopAtLevel=";

    /**
     * Null where a VM started with {@code options} runs in the mode they ask (the last of {@code -Xint},
     * {@code -Xmixed}, {@code -Xcomp}; {@code -XX:TieredStopAtLevel=N}), else what was asked and what was found.
     */
    public static String problem(List<String> options, String vmInfo, String tieredStopAtLevel) {
        String asked = null;
        for (String o : options) {
            if (o.equals("-Xint") || o.equals("-Xmixed") || o.equals("-Xcomp")) {
                asked = o;
            }
        }
        String level = askedTierLevel(options);
        String info = vmInfo == null ? "" : vmInfo;
        String expected = asked == null
                ? null
                : asked.equals("-Xint") ? "interpreted mode" : asked.equals("-Xcomp") ? "compiled mode" : "mixed mode";
        if (expected != null && !info.contains(expected)) {
            return asked + " asks for " + expected + ", but the VM says '" + info + "'";
        }
        if (level != null && tieredStopAtLevel != null && !level.equals(tieredStopAtLevel)) {
            return TIER_LEVEL_OPTION + level + " was asked, but the VM runs with " + tieredStopAtLevel;
        }
        return null;
    }

    /** The level the last {@code -XX:TieredStopAtLevel=N} of {@code options} asks for; null where none does. */
    public static String askedTierLevel(List<String> options) {
        String level = null;
        for (String o : options) {
            if (o.startsWith(TIER_LEVEL_OPTION)) {
                level = o.substring(TIER_LEVEL_OPTION.length());
            }
        }
        return level;
    }

    /** A VM flag's value as the VM gives it, or null where it has no such flag or does not tell. */
    public static String flag(String name) {
        try {
            @SuppressWarnings("unchecked") // the class named is the diagnostic bean's interface
            Class<? extends PlatformManagedObject> type = (Class<? extends PlatformManagedObject>)
                    Class.forName("com.sun.management.HotSpotDiagnosticMXBean");
            Object bean = ManagementFactory.getPlatformMXBean(type);
            Object option = type.getMethod("getVMOption", String.class).invoke(bean, name);
            return (String) option.getClass().getMethod("getValue").invoke(option);
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            return null; // no such flag (IllegalArgumentException inside), or no such bean
        }
    }
}
