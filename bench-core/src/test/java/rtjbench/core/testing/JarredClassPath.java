package rtjbench.core.testing;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

/**
 * A class path whose folders are made into jars: what a child VM needs where HotSpot takes only jars, as when
 * it dumps a class-data archive or an AOT cache ("Cannot have non-empty directory in paths"). Each jar is
 * multi-release, as the suite's are, so a newer VM finds the classes under META-INF/versions.
 */
public final class JarredClassPath {
    private JarredClassPath() {}

    /** {@code classPath} with each folder on it replaced by a jar of it written into {@code dir}. */
    public static String of(String classPath, Path dir) throws IOException {
        List<String> entries = new ArrayList<>();
        int n = 0;
        for (String entry : classPath.split(File.pathSeparator)) {
            Path path = Paths.get(entry);
            if (!Files.isDirectory(path)) {
                entries.add(entry);
                continue;
            }
            Path jar = dir.resolve("classpath-" + (n++) + ".jar");
            write(path, jar);
            entries.add(jar.toString());
        }
        return String.join(File.pathSeparator, entries);
    }

    private static void write(final Path folder, Path jar) throws IOException {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(new Attributes.Name("Multi-Release"), "true");
        try (OutputStream file = Files.newOutputStream(jar);
                final JarOutputStream out = new JarOutputStream(file, manifest)) {
            Files.walkFileTree(folder, new SimpleFileVisitor<Path>() {
                @Override
                public FileVisitResult visitFile(Path f, BasicFileAttributes attrs) throws IOException {
                    String name = folder.relativize(f).toString().replace(File.separatorChar, '/');
                    if (!name.equals("META-INF/MANIFEST.MF")) {
                        out.putNextEntry(new JarEntry(name));
                        Files.copy(f, out);
                        out.closeEntry();
                    }
                    return FileVisitResult.CONTINUE;
                }
            });
        }
    }
}
