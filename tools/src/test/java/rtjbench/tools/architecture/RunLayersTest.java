package rtjbench.tools.architecture;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;

/**
 * The run packages stand on each other in the order docs/design.md draws: entry points on top, then forks, the
 * pipeline, and below it the plan, the console, the JIT/GC phase accounting and the results output. A layer may
 * use only the layers below it.
 */
class RunLayersTest {
    @Test
    void theRunPackagesKeepTheOrderTheDesignDraws() {
        Path classes = Paths.get(System.getProperty("rtjbench.root", "..")).resolve("bench-core/target/classes");
        assertTrue(Files.isDirectory(classes), classes + " is missing: build the whole project (mvn -B verify) first");
        JavaClasses core = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPaths(classes);
        layeredArchitecture()
                .consideringOnlyDependenciesInLayers()
                .layer("NativeRefs")
                .definedBy("rtjbench.core.run.nativeref..")
                .layer("Entry")
                .definedBy("rtjbench.core.run")
                .layer("Fork")
                .definedBy("rtjbench.core.run.fork..")
                .layer("Pipeline")
                .definedBy("rtjbench.core.run.pipeline..")
                .layer("Phase")
                .definedBy("rtjbench.core.run.phase..")
                .layer("Plan")
                .definedBy("rtjbench.core.run.plan..")
                .layer("Console")
                .definedBy("rtjbench.core.run.console..")
                .layer("Output")
                .definedBy("rtjbench.core.run.output..")
                .layer("Harness")
                .definedBy("rtjbench.core.bench..", "rtjbench.core.record..", "rtjbench.core.timer..")
                .whereLayer("NativeRefs")
                .mayNotBeAccessedByAnyLayer()
                .whereLayer("Entry")
                .mayOnlyBeAccessedByLayers("NativeRefs")
                .whereLayer("Fork")
                .mayOnlyBeAccessedByLayers("NativeRefs", "Entry")
                .whereLayer("Pipeline")
                .mayOnlyBeAccessedByLayers("NativeRefs", "Entry", "Fork")
                .whereLayer("Phase")
                .mayOnlyBeAccessedByLayers("NativeRefs", "Entry", "Fork", "Pipeline")
                .whereLayer("Plan")
                .mayOnlyBeAccessedByLayers("NativeRefs", "Entry", "Fork", "Pipeline")
                .whereLayer("Console")
                .mayOnlyBeAccessedByLayers("NativeRefs", "Entry", "Fork", "Pipeline")
                .whereLayer("Output")
                .mayOnlyBeAccessedByLayers("NativeRefs", "Entry", "Fork", "Pipeline", "Phase", "Plan", "Console")
                .check(core);
    }
}
