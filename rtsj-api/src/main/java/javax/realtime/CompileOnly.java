package javax.realtime;

/**
 * Not an RTSJ class: the one error every body of this signature-only API throws. The jar is compile-only
 * (provided scope); on a VM under test the VM's own javax.realtime classes are used.
 */
final class CompileOnly {
    private CompileOnly() {}

    static UnsupportedOperationException error() {
        return new UnsupportedOperationException(
                "rtsj-api is a compile-only javax.realtime; the VM under test must provide RTSJ");
    }
}
