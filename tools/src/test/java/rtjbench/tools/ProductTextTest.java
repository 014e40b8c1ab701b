package rtjbench.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Product text (code, docs, args files, scripts, file names) says what the software does, never which tracker
 * issue asked for it: an issue number means nothing to a user. History belongs in CHANGELOG.md, the one file
 * allowed to name issues. Build outputs, results folders and version control are not product text.
 */
class ProductTextTest {
    private static final Pattern ISSUE = Pattern.compile("issue ?[0-9]", Pattern.CASE_INSENSITIVE);
    /** Folders of the project root that hold no product text: version control and the runs' results. */
    private static final Set<String> NOT_PRODUCT = new HashSet<>(Arrays.asList(".git", "results"));

    @Test
    void noProductTextNamesAnIssue() throws IOException {
        Path root = Paths.get(System.getProperty("rtjbench.root", ".."))
                .toAbsolutePath()
                .normalize();
        assertTrue(Files.isRegularFile(root.resolve("pom.xml")), root + " is not the project root");
        List<String> found = new ArrayList<>();
        Files.walkFileTree(root, new SimpleFileVisitor<Path>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                boolean built = dir.getFileName().toString().equals("target"); // build output, at any depth
                boolean top = root.equals(dir.getParent());
                return built || (top && NOT_PRODUCT.contains(dir.getFileName().toString()))
                        ? FileVisitResult.SKIP_SUBTREE
                        : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Path relative = root.relativize(file);
                if (relative.toString().equals("CHANGELOG.md")) {
                    return FileVisitResult.CONTINUE;
                }
                if (ISSUE.matcher(relative.toString()).find()) {
                    found.add(relative + " (its name)");
                }
                if (attrs.size() < 4_000_000) {
                    List<String> lines;
                    try {
                        lines = Files.readAllLines(file, StandardCharsets.UTF_8);
                    } catch (MalformedInputException e) {
                        return FileVisitResult.CONTINUE; // not text: an image, a jar
                    }
                    for (int i = 0; i < lines.size(); i++) {
                        if (ISSUE.matcher(lines.get(i)).find()) {
                            found.add(relative + ":" + (i + 1) + ": "
                                    + lines.get(i).trim());
                        }
                    }
                }
                return FileVisitResult.CONTINUE;
            }
        });
        assertEquals(
                new ArrayList<String>(),
                found,
                "product text names a tracker issue; say what the software does instead, and put history in"
                        + " CHANGELOG.md");
    }

    @Test
    void thePatternFindsTheWaysAnIssueIsNamed() {
        String word = "iss" + "ue"; // spelled apart so this file passes the check it tests
        for (String text : Arrays.asList(
                "(" + word + " 12)", "I" + word.substring(1) + " 8, item 4", "args/" + word + "11-dispatch.xml")) {
            assertTrue(ISSUE.matcher(text).find(), text);
        }
        for (String text : Arrays.asList("issues found", "an issue with the clock", "issue-free")) {
            assertFalse(ISSUE.matcher(text).find(), text);
        }
    }
}
