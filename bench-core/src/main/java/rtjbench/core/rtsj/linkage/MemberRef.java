package rtjbench.core.rtsj.linkage;

/**
 * A reference a class file makes to a field, method or constructor of a class, as its constant pool holds
 * it: owner and descriptor in the JVM's internal form ({@code javax/realtime/RealtimeThread},
 * {@code (Ljavax/realtime/ReleaseParameters;)V}). The JVM links such a reference by exact name and
 * descriptor, return type included; that is what the link check and the VM probe compare.
 */
public final class MemberRef {
    public enum Kind {
        FIELD,
        METHOD
    }

    private final Kind kind;
    private final String owner;
    private final String name;
    private final String descriptor;

    public MemberRef(Kind kind, String owner, String name, String descriptor) {
        this.kind = kind;
        this.owner = owner;
        this.name = name;
        this.descriptor = descriptor;
    }

    public Kind kind() {
        return kind;
    }

    /** Internal name of the class named in the reference (where resolution starts). */
    public String owner() {
        return owner;
    }

    public String name() {
        return name;
    }

    public String descriptor() {
        return descriptor;
    }

    public boolean isConstructor() {
        return kind == Kind.METHOD && "<init>".equals(name);
    }

    /**
     * "javax/realtime/RealtimeThread.setReleaseParameters(Ljavax/realtime/ReleaseParameters;)V"; fields
     * "owner.name:desc".
     */
    @Override
    public String toString() {
        return owner + "." + name + (kind == Kind.FIELD ? ":" : "") + descriptor;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof MemberRef)) {
            return false;
        }
        MemberRef m = (MemberRef) o;
        return kind == m.kind && owner.equals(m.owner) && name.equals(m.name) && descriptor.equals(m.descriptor);
    }

    @Override
    public int hashCode() {
        return ((kind.hashCode() * 31 + owner.hashCode()) * 31 + name.hashCode()) * 31 + descriptor.hashCode();
    }
}
