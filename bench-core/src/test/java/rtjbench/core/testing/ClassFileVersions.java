package rtjbench.core.testing;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Reads class-file versions, so each module that runs on the VM under test can check that everything it
 * ships is Java 8 (major version 52). Multi-release classes under META-INF/versions/N are exempt: only a VM
 * of version N loads them.
 */
public final class ClassFileVersions {
    public static final int JAVA_8 = 52;

    private ClassFileVersions() {}

    /** "path (major N)" for every class under {@code root} newer than {@code maxMajor}. */
    public static List<String> newerThan(Path root, int maxMajor) throws IOException {
        List<String> offenders = new ArrayList<>();
        List<Path> classes;
        try (Stream<Path> files = Files.walk(root)) {
            classes = files.filter(p -> p.toString().endsWith(".class"))
                    .filter(p -> !root.relativize(p).toString().startsWith("META-INF/versions/"))
                    .collect(Collectors.toList());
        }
        if (classes.isEmpty()) {
            throw new IllegalStateException("no classes under " + root + ": was the module compiled?");
        }
        for (Path c : classes) {
            int major = majorVersion(c);
            if (major > maxMajor) {
                offenders.add(root.relativize(c) + " (major " + major + ")");
            }
        }
        return offenders;
    }

    static int majorVersion(Path classFile) throws IOException {
        try (InputStream in = Files.newInputStream(classFile);
                DataInputStream data = new DataInputStream(in)) {
            if (data.readInt() != 0xCAFEBABE) {
                throw new IOException(classFile + " is not a class file");
            }
            data.readUnsignedShort(); // minor
            return data.readUnsignedShort();
        }
    }
}
