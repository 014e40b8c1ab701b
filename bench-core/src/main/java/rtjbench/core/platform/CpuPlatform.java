package rtjbench.core.platform;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.core.os.CpuList;

/**
 * What one CPU used by the run is set to: its cpufreq policy (null fields where the kernel exposes no
 * cpufreq, as in most VMs), its idle states and its SMT siblings.
 */
public final class CpuPlatform {
    private final int cpu;
    private final String freqDriver;
    private final String governor;
    private final Long minKHz;
    private final Long maxKHz;
    private final Long curKHz;
    private final List<IdleState> idleStates;
    private final CpuList smtSiblings;

    CpuPlatform(
            int cpu,
            String freqDriver,
            String governor,
            Long minKHz,
            Long maxKHz,
            Long curKHz,
            List<IdleState> idleStates,
            CpuList smtSiblings) {
        this.cpu = cpu;
        this.freqDriver = freqDriver;
        this.governor = governor;
        this.minKHz = minKHz;
        this.maxKHz = maxKHz;
        this.curKHz = curKHz;
        this.idleStates = Collections.unmodifiableList(new ArrayList<>(idleStates));
        this.smtSiblings = smtSiblings;
    }

    public int cpu() {
        return cpu;
    }

    /** The cpufreq governor, null where the CPU has no cpufreq policy. */
    public String governor() {
        return governor;
    }

    public List<IdleState> idleStates() {
        return idleStates;
    }

    /** The other hardware threads of this CPU's core (this CPU left out); empty without SMT or where unknown. */
    public CpuList smtSiblings() {
        return smtSiblings;
    }

    Map<String, Object> toMetadata(CpuList online) {
        Map<String, Object> m = new LinkedHashMap<>();
        Map<String, Object> freq = new LinkedHashMap<>();
        freq.put("driver", freqDriver);
        freq.put("governor", governor);
        freq.put("min_khz", minKHz);
        freq.put("max_khz", maxKHz);
        freq.put("cur_khz", curKHz);
        m.put("cpufreq", freqDriver == null && governor == null ? null : freq);
        List<Map<String, Object>> states = new ArrayList<>();
        for (IdleState s : idleStates) {
            states.add(s.toMetadata());
        }
        m.put("idle_states", states);
        m.put("smt_siblings", smtSiblings.toString());
        m.put("smt_siblings_online", smtSiblings.intersect(online).toString());
        return m;
    }
}
