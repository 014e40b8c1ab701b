package rtjbench.core.clock;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the {@code tsc} and {@code tsc-serial} clocks share, decided once a process: the native library,
 * which call paths bind to it, whether the counter is invariant here, and its calibration (one counter,
 * calibrated once, whichever way it is read).
 */
final class TscSupport {
    static final long SHORT_PHASE_NANOS = 20_000_000L;
    static final long LONG_PHASE_NANOS = 200_000_000L;

    private boolean probed;
    private String unavailable;
    private final List<TscPath> paths = new ArrayList<>();
    private final Map<String, Object> pathFailures = new LinkedHashMap<>();
    private TscInvariance invariance;
    private TscCalibration calibration;
    /** What the runner of this sitting measured, where this VM is its fork; null otherwise. */
    private final ClockHandover handover;

    TscSupport() {
        this(ClockHandover.ofThisProcess());
    }

    TscSupport(ClockHandover handover) {
        this.handover = handover;
    }

    ClockHandover handover() {
        return handover;
    }

    /** The calibration made or checked so far; null before the first TSC clock opened. */
    synchronized TscCalibration calibrationSoFar() {
        return calibration;
    }

    /** Null where at least one path reads the counter; otherwise why none does. */
    synchronized String unavailableReason() {
        probe();
        return unavailable;
    }

    synchronized TscInvariance invariance() {
        if (invariance == null) {
            invariance = TscInvariance.ofThisMachine();
        }
        return invariance;
    }

    /** The paths that bound, in preference order. */
    synchronized List<TscPath> paths() {
        probe();
        return paths;
    }

    /** Why each other path did not bind (e.g. "FFM: needs Java 22+"). */
    synchronized Map<String, Object> pathFailures() {
        probe();
        return pathFailures;
    }

    synchronized TscCalibration calibration() throws InterruptedException {
        if (calibration == null && handover != null) {
            calibration = TscCalibration.verified(paths().get(0).plain(), handover);
        }
        if (calibration == null) {
            calibration = TscCalibration.calibrate(paths().get(0).plain(), SHORT_PHASE_NANOS, LONG_PHASE_NANOS);
        }
        return calibration;
    }

    /** Whether the handover names the paths the clocks read through, and not this one. */
    private boolean handedOverElsewhere(TscPath path) {
        if (handover == null) {
            return false;
        }
        String plain = handover.path("tsc");
        String serial = handover.path("tsc-serial");
        if (plain == null && serial == null) {
            return false;
        }
        return !path.label().equals(plain) && !path.label().equals(serial);
    }

    private void probe() {
        if (probed) {
            return;
        }
        probed = true;
        String libraryProblem = NativeClockLibrary.unavailableReason();
        if (libraryProblem != null) {
            unavailable = libraryProblem;
            return;
        }
        Path library = NativeClockLibrary.path();
        for (TscPath path : TscPath.values()) {
            if (handedOverElsewhere(path)) {
                continue; // the runner of this sitting measured it and chose another: not loaded here
            }
            String failure;
            try {
                failure = path.load(library);
            } catch (LinkageError | RuntimeException e) {
                failure = path.label() + ": " + e;
            }
            if (failure == null) {
                paths.add(path);
            } else {
                pathFailures.put(path.label(), failure);
            }
        }
        if (paths.isEmpty()) {
            unavailable = "no way to call the native clock library here: " + pathFailures.values();
        }
    }
}
