package rtjbench.tools.architecture;

import static com.tngtech.archunit.base.DescribedPredicate.describe;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;
import rtjbench.tools.cli.Command;
import rtjbench.tools.cli.CommandGroup;

/**
 * A command is a verb's thin top: it parses its command line, calls the services below it and prints. Nothing else
 * reaches into one (post, the report and the verdict use the services, never another command's methods); only the
 * tools' entry point and a command group, which list the commands, name them.
 */
class ThinCommandsTest {
    @Test
    void onlyTheEntryPointAndCommandGroupsUseACommand() {
        JavaClasses tools = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPaths(Paths.get("target", "classes"));
        noClasses()
                .that(describe(
                        "are not the entry point, a command group or the command itself",
                        (JavaClass c) ->
                                !c.getName().equals("rtjbench.tools.Main") && !c.isAssignableTo(CommandGroup.class)))
                .should()
                .dependOnClassesThat(describe(
                        "are commands other than their own",
                        (JavaClass target) -> target.isAssignableTo(Command.class) && !target.isInterface()))
                .check(tools.that(describe(
                        "are not commands themselves",
                        (JavaClass c) -> !c.isAssignableTo(Command.class) || c.isInterface())));
    }

    private static boolean isCommand(JavaClass c) {
        return c.isAssignableTo(Command.class) && !c.isInterface();
    }

    private static JavaClass outermost(JavaClass c) {
        JavaClass outer = c;
        while (outer.getEnclosingClass().isPresent()) {
            outer = outer.getEnclosingClass().get();
        }
        return outer;
    }
}
