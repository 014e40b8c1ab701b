package rtjbench.tools.architecture;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * No package of the project imports a package that imports it, directly or round a longer circle: each package
 * is one room with one concern, and the rooms stand on each other in one order (docs/design.md draws it).
 * Reads the compiled main classes of every module; the reactor builds this module last, so they are there.
 */
class PackageCyclesTest {
    private static final List<String> MODULES =
            Arrays.asList("stats", "sched", "bench-core", "bench-memory", "bench-events", "bench-locking", "tools");

    private static JavaClasses project;

    @BeforeAll
    static void importEveryModule() {
        Path root = Paths.get(System.getProperty("rtjbench.root", ".."));
        List<Path> dirs = new ArrayList<>();
        for (String module : MODULES) {
            Path classes = root.resolve(module).resolve("target").resolve("classes");
            assertTrue(
                    Files.isDirectory(classes), classes + " is missing: build the whole project (mvn -B verify) first");
            dirs.add(classes);
        }
        project = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPaths(dirs);
    }

    @Test
    void noPackageImportsOneThatImportsIt() {
        slices().matching("rtjbench.(**)").should().beFreeOfCycles().check(project);
    }

    @Test
    void theRuleSeesACircleWhereThereIsOne() {
        // The rule is only worth something if it can fail: two classes of this test's own that name each other
        // across two packages make a circle it must find.
        JavaClasses circle = new ClassFileImporter().importPackages("rtjbench.tools.architecture.circle");
        assertTrue(circle.size() >= 2, "the circle fixture was not compiled");
        AssertionError seen = null;
        try {
            slices().matching("rtjbench.tools.architecture.circle.(*)..")
                    .should()
                    .beFreeOfCycles()
                    .check(circle);
        } catch (AssertionError e) {
            seen = e;
        }
        assertTrue(seen != null, "a circle between two packages went unnoticed");
    }
}
