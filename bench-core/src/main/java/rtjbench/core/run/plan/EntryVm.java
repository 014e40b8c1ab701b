package rtjbench.core.run.plan;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a {@code <jvm>} entry's VM offers, asked of its launcher before anything runs: the HotSpot flags it
 * knows ({@code -XX:+PrintFlagsFinal}), the line that names it ({@code -version}'s last), and its build's
 * identity string ({@code -Xinternalversion}, what HotSpot writes into a class-data archive or AOT cache it
 * makes and compares with the VM that maps it). A VM that knows none of these (JamaicaVM, OpenJ9) offers no
 * HotSpot flags and no identity. Each launcher is asked once a process.
 */
final class EntryVm {
    private static final Map<String, EntryVm> KNOWN = new HashMap<>();
    private static final Pattern FLAG = Pattern.compile("\\s*\\S+\\s+(\\w+)\\s+:?=.*");
    /** The identity HotSpot writes into an archive's header: "OpenJDK 64-Bit Server VM (25.0.3+9-LTS) for ...". */
    private static final Pattern IDENTITY = Pattern.compile("[A-Za-z][ -~]{0,80}? VM \\([^)]*\\) for [ -~]+");

    private final Set<String> flags;
    private final String description;
    private final String identity;

    private EntryVm(Set<String> flags, String description, String identity) {
        this.flags = flags;
        this.description = description;
        this.identity = identity;
    }

    static synchronized EntryVm of(String launcher) {
        EntryVm vm = KNOWN.get(launcher);
        if (vm == null) {
            vm = ask(launcher);
            KNOWN.put(launcher, vm);
        }
        return vm;
    }

    private static EntryVm ask(String launcher) {
        Set<String> flags = new HashSet<>();
        String description = launcher;
        String out = run(
                launcher,
                "-XX:+UnlockDiagnosticVMOptions",
                "-XX:+UnlockExperimentalVMOptions",
                "-XX:+PrintFlagsFinal",
                "-version");
        if (out != null) {
            for (String line : out.split("\n")) {
                Matcher m = FLAG.matcher(line);
                if (m.matches()) {
                    flags.add(m.group(1));
                } else if (!line.trim().isEmpty()) {
                    description = line.trim(); // -version's lines come last: its last names the VM
                }
            }
        }
        String identity = run(launcher, "-Xinternalversion");
        return new EntryVm(Collections.unmodifiableSet(flags), description, identity == null ? null : identity.trim());
    }

    /** What each launcher said to {@code -version} with an entry's options: null where it started. */
    private static final Map<List<String>, String> STARTS = new HashMap<>();

    /**
     * Null where {@code launcher} starts with {@code options} ({@code launcher options... -version} exits 0), else
     * the VM's own words, its first line of error (two where the first only says that an error occurred). Asked
     * once a process for each launcher and options, so a run of many points starts each entry's VM once.
     */
    static String startProblem(String launcher, List<String> options) {
        List<String> cmd = new java.util.ArrayList<>();
        cmd.add(launcher);
        cmd.addAll(options);
        cmd.add("-version");
        synchronized (STARTS) {
            if (STARTS.containsKey(cmd)) {
                return STARTS.get(cmd);
            }
        }
        String problem;
        try {
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            String out = output(p, 1 << 20);
            if (!p.waitFor(60, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                problem = "it did not answer -version within 60 s";
            } else {
                problem = p.exitValue() == 0 ? null : firstError(out, p.exitValue());
            }
        } catch (IOException e) {
            problem = "it could not be started: " + e.getMessage();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null; // a signal ends the run; nothing is concluded about the VM
        }
        synchronized (STARTS) {
            STARTS.put(cmd, problem);
        }
        return problem;
    }

    /** The VM's first words of error, without the lines every failed start ends with. */
    static String firstError(String output, int exit) {
        List<String> said = new java.util.ArrayList<>();
        for (String line : output.split("\r?\n")) {
            String t = line.trim();
            if (t.isEmpty()
                    || t.startsWith("Error: Could not create the Java Virtual Machine")
                    || t.startsWith("Error: A fatal exception has occurred")) {
                continue;
            }
            said.add(t);
            boolean onlyThatItFailed = t.equals("Error occurred during initialization of VM");
            if (!onlyThatItFailed || said.size() == 2) {
                break;
            }
        }
        return said.isEmpty() ? "it exited with status " + exit + " and said nothing" : String.join(": ", said);
    }

    /** Whether the VM knows the HotSpot flag {@code name} (e.g. {@code AOTCacheOutput}). */
    boolean hasFlag(String name) {
        return flags.contains(name);
    }

    /** The line that names the VM ({@code OpenJDK 64-Bit Server VM (build 17.0.15+6, mixed mode, sharing)}). */
    String description() {
        return description;
    }

    /** HotSpot's identity of its build, as it writes it into an AOT cache; null where the VM gives none. */
    String identity() {
        return identity;
    }

    /**
     * The identity of the VM that made an archive or AOT cache, from its header: {@code identity} itself where the
     * header holds it (this VM made it), else the string there that names a VM; null where none is found.
     */
    static String identityOf(Path cache, String identity) throws IOException {
        byte[] head = new byte[65_536];
        int n;
        try (InputStream in = Files.newInputStream(cache)) {
            n = in.read(head);
        }
        if (n <= 0) {
            return null;
        }
        String header = new String(head, 0, n, StandardCharsets.ISO_8859_1);
        if (identity != null && header.contains(identity)) {
            return identity;
        }
        Matcher m = IDENTITY.matcher(header);
        return m.find() ? m.group().trim() : null;
    }

    /** The launcher's output (both streams) with {@code args}; null where it could not run or failed. */
    private static String run(String launcher, String... args) {
        List<String> cmd = new java.util.ArrayList<>();
        cmd.add(launcher);
        cmd.addAll(Arrays.asList(args));
        try {
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            String out = output(p, Integer.MAX_VALUE);
            if (!p.waitFor(60, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return null;
            }
            return p.exitValue() == 0 ? out : null;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /**
     * What the process prints, to its end (its input closed first, so that it cannot wait on it): the first
     * {@code keep} bytes; the rest is read and dropped, so that the process is never blocked on a full pipe.
     */
    private static String output(Process p, int keep) throws IOException {
        p.getOutputStream().close();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[65_536];
        int r;
        try (InputStream in = p.getInputStream()) {
            while ((r = in.read(buf)) >= 0) {
                if (out.size() < keep) {
                    out.write(buf, 0, r);
                }
            }
        }
        return new String(out.toByteArray(), StandardCharsets.UTF_8);
    }
}
