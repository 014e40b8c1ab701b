/**
 * The arguments of an args file: each argument declared once ({@link rtjbench.core.args.ArgSpec} with its
 * {@link rtjbench.core.args.ArgType}), the common ones in {@link rtjbench.core.args.CommonArgs}; the args.xml
 * reader and the sweep expander that turn a file into checked, typed {@link rtjbench.core.args.Config}s. The
 * declaration parses, checks ranges, writes --help and the metadata and words errors with file and line. Uses
 * only os (CPU lists, PM QoS values) and support.
 */
package rtjbench.core.args;
