package rtjbench.tools.architecture.circle.b;

import rtjbench.tools.architecture.circle.a.Upstairs;

/** The other half of the deliberate package circle of PackageCyclesTest. */
public class Downstairs {
    Upstairs above;
}
