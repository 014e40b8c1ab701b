package rtjbench.tools.architecture.circle.a;

import rtjbench.tools.architecture.circle.b.Downstairs;

/** Half of a deliberate package circle: PackageCyclesTest checks that its rule finds it. */
public class Upstairs {
    Downstairs below;
}
