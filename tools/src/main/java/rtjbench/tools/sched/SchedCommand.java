package rtjbench.tools.sched;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import rtjbench.tools.cli.Command;
import rtjbench.tools.cli.CommandGroup;

/** {@code sched COMMAND}: the schedulability commands, one class each in this package. */
public final class SchedCommand implements CommandGroup {
    @Override
    public String name() {
        return "sched";
    }

    @Override
    public String summary() {
        return "schedulability: task sets analysed, simulated and generated, with measured overheads";
    }

    @Override
    public String usage() {
        return """
                Usage: java -jar tools/target/rtjbench.jar sched COMMAND [OPTIONS] ...
                From the suite's measurements to a verdict: will a task set meet its deadlines on this VM, this
                collector, this machine, and under which scheduler (docs/schedulability.md).

                """ + SchedArgs.boundsText();
    }

    @Override
    public Map<String, Command> subcommands() {
        Map<String, Command> m = new LinkedHashMap<>();
        for (Command c : List.<Command>of(
                // one line a command, in the order --help lists them
                new AnalyseCommand(),
                new SimulateCommand(),
                new GenerateCommand(),
                new OverheadsCommand(),
                new MmuCommand(),
                new RatioCommand(),
                new CheckCommand())) {
            m.put(c.name(), c);
        }
        return m;
    }
}
