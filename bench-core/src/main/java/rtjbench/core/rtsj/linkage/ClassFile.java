package rtjbench.core.rtsj.linkage;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What one class file says about its links to other classes, read from its bytes without loading it: its
 * name, supertypes, the members it declares, every field/method/constructor it references (constant pool)
 * and every class it names (class constants and descriptors). Enough to check, before a VM ever links the
 * class, that each reference into {@code javax.realtime} exists there. Java 8 level, so the VM probe can use
 * it on the VM under test.
 */
public final class ClassFile {
    private static final int MAGIC = 0xCAFEBABE;
    private static final int UTF8 = 1,
            INTEGER = 3,
            FLOAT = 4,
            LONG = 5,
            DOUBLE = 6,
            CLASS = 7,
            STRING = 8,
            FIELD_REF = 9,
            METHOD_REF = 10,
            INTERFACE_METHOD_REF = 11,
            NAME_AND_TYPE = 12,
            METHOD_HANDLE = 15,
            METHOD_TYPE = 16,
            DYNAMIC = 17,
            INVOKE_DYNAMIC = 18,
            MODULE = 19,
            PACKAGE = 20;

    /** A field or method this class declares. */
    public static final class Declared {
        public final int access;
        public final String name;
        public final String descriptor;

        Declared(int access, String name, String descriptor) {
            this.access = access;
            this.name = name;
            this.descriptor = descriptor;
        }

        public boolean isField() {
            return descriptor.charAt(0) != '(';
        }
    }

    private final String name;
    private final String superName;
    private final List<String> interfaces;
    private final List<MemberRef> references;
    private final Set<String> classNames;
    private final List<Declared> declared;

    private ClassFile(
            String name,
            String superName,
            List<String> interfaces,
            List<MemberRef> references,
            Set<String> classNames,
            List<Declared> declared) {
        this.name = name;
        this.superName = superName;
        this.interfaces = interfaces;
        this.references = references;
        this.classNames = classNames;
        this.declared = declared;
    }

    public static ClassFile read(InputStream in) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        for (int n; (n = in.read(buffer)) > 0; ) {
            bytes.write(buffer, 0, n);
        }
        return read(bytes.toByteArray());
    }

    public static ClassFile read(byte[] bytes) throws IOException {
        DataInputStream in = new DataInputStream(new java.io.ByteArrayInputStream(bytes));
        if (in.readInt() != MAGIC) {
            throw new IOException("not a class file (no CAFEBABE)");
        }
        in.readUnsignedShort(); // minor
        in.readUnsignedShort(); // major
        ConstantPool pool = ConstantPool.read(in);
        in.readUnsignedShort(); // access
        String name = pool.className(in.readUnsignedShort());
        int superIndex = in.readUnsignedShort();
        String superName = superIndex == 0 ? null : pool.className(superIndex);
        List<String> interfaces = new ArrayList<String>();
        for (int i = in.readUnsignedShort(); i > 0; i--) {
            interfaces.add(pool.className(in.readUnsignedShort()));
        }
        List<Declared> declared = new ArrayList<Declared>();
        for (int table = 0; table < 2; table++) { // fields, then methods
            for (int i = in.readUnsignedShort(); i > 0; i--) {
                int access = in.readUnsignedShort();
                declared.add(
                        new Declared(access, pool.utf8(in.readUnsignedShort()), pool.utf8(in.readUnsignedShort())));
                skipAttributes(in);
            }
        }
        Set<String> classNames = new LinkedHashSet<String>(pool.classNames());
        for (MemberRef ref : pool.references()) {
            classNames.addAll(classesIn(ref.descriptor()));
        }
        for (Declared d : declared) {
            classNames.addAll(classesIn(d.descriptor));
        }
        return new ClassFile(
                name,
                superName,
                Collections.unmodifiableList(interfaces),
                Collections.unmodifiableList(pool.references()),
                Collections.unmodifiableSet(classNames),
                Collections.unmodifiableList(declared));
    }

    private static void skipAttributes(DataInputStream in) throws IOException {
        for (int i = in.readUnsignedShort(); i > 0; i--) {
            in.readUnsignedShort();
            in.skipBytes(in.readInt());
        }
    }

    /** The classes a descriptor names ("(Ljavax/realtime/MemoryArea;[J)V" names javax/realtime/MemoryArea). */
    public static Set<String> classesIn(String descriptor) {
        Set<String> names = new LinkedHashSet<String>();
        for (int i = descriptor.indexOf('L'); i >= 0; i = descriptor.indexOf('L', i)) {
            int end = descriptor.indexOf(';', i);
            names.add(descriptor.substring(i + 1, end));
            i = end;
        }
        return names;
    }

    /** Internal name ("rtjbench/core/rtsj/impl/RtsjArea$Immortal"). */
    public String name() {
        return name;
    }

    /** Internal name of the superclass; null only for java/lang/Object. */
    public String superName() {
        return superName;
    }

    public List<String> interfaces() {
        return interfaces;
    }

    /** Every field, method and constructor reference in the constant pool. */
    public List<MemberRef> references() {
        return references;
    }

    /** Every class named: class constants (array classes by their element class) and descriptors. */
    public Set<String> classNames() {
        return classNames;
    }

    public List<Declared> declared() {
        return declared;
    }

    /** The constant pool: only what linking needs is kept; the rest is skipped by its size. */
    private static final class ConstantPool {
        private final String[] utf8;
        private final int[] first;
        private final int[] second;
        private final int[] tag;

        private ConstantPool(int size) {
            utf8 = new String[size];
            first = new int[size];
            second = new int[size];
            tag = new int[size];
        }

        static ConstantPool read(DataInputStream in) throws IOException {
            ConstantPool p = new ConstantPool(in.readUnsignedShort());
            for (int i = 1; i < p.tag.length; i++) {
                int t = in.readUnsignedByte();
                p.tag[i] = t;
                switch (t) {
                    case UTF8:
                        p.utf8[i] = in.readUTF();
                        break;
                    case CLASS:
                    case STRING:
                    case METHOD_TYPE:
                    case MODULE:
                    case PACKAGE:
                        p.first[i] = in.readUnsignedShort();
                        break;
                    case FIELD_REF:
                    case METHOD_REF:
                    case INTERFACE_METHOD_REF:
                    case NAME_AND_TYPE:
                    case DYNAMIC:
                    case INVOKE_DYNAMIC:
                        p.first[i] = in.readUnsignedShort();
                        p.second[i] = in.readUnsignedShort();
                        break;
                    case INTEGER:
                    case FLOAT:
                        in.skipBytes(4);
                        break;
                    case LONG:
                    case DOUBLE:
                        in.skipBytes(8);
                        i++; // takes two slots
                        break;
                    case METHOD_HANDLE:
                        in.skipBytes(3);
                        break;
                    default:
                        throw new IOException("unknown constant pool tag " + t + " at entry " + i);
                }
            }
            return p;
        }

        String utf8(int index) {
            return utf8[index];
        }

        String className(int index) {
            return utf8[first[index]];
        }

        Set<String> classNames() {
            Set<String> names = new LinkedHashSet<String>();
            for (int i = 1; i < tag.length; i++) {
                if (tag[i] == CLASS) {
                    String n = className(i);
                    if (n.startsWith("[")) {
                        names.addAll(classesIn(n));
                    } else {
                        names.add(n);
                    }
                }
            }
            return names;
        }

        List<MemberRef> references() {
            List<MemberRef> refs = new ArrayList<MemberRef>();
            for (int i = 1; i < tag.length; i++) {
                if (tag[i] == FIELD_REF || tag[i] == METHOD_REF || tag[i] == INTERFACE_METHOD_REF) {
                    int nameAndType = second[i];
                    refs.add(new MemberRef(
                            tag[i] == FIELD_REF ? MemberRef.Kind.FIELD : MemberRef.Kind.METHOD,
                            className(first[i]),
                            utf8[first[nameAndType]],
                            utf8[second[nameAndType]]));
                }
            }
            return refs;
        }
    }
}
