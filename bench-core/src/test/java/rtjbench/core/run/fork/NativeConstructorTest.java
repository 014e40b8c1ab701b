package rtjbench.core.run.fork;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import rtjbench.core.os.ThreadControls;

/** JNI's constructor call does what {@code getDeclaredConstructor().newInstance()} does, for every outcome. */
class NativeConstructorTest {
    @BeforeAll
    static void loadTheLibrary() {
        String missing = ThreadControls.JNI_LIBRARY.unavailableReason();
        assumeTrue(missing == null, "the JNI library was not built here: " + missing);
        System.load(ThreadControls.JNI_LIBRARY.path().toString());
    }

    static final class Made {
        static int made;
        final String by;

        private Made() {
            made++;
            by = "the constructor";
        }
    }

    static final class OnlyWithAnArgument {
        OnlyWithAnArgument(int unused) {}
    }

    abstract static class Abstract {}

    static final class Refusing {
        Refusing() {
            throw new IllegalStateException("refused");
        }
    }

    @Test
    void theConstructorRunsWhateverItsAccess() throws Exception {
        int before = Made.made;
        Made made = NativeConstructor.throughJni(Made.class);
        assertEquals("the constructor", made.by);
        assertEquals(before + 1, Made.made);
        assertSame(Made.class, made.getClass());
    }

    @Test
    void aClassWithoutANoArgumentConstructorIsNamed() {
        NoSuchMethodException e =
                assertThrows(NoSuchMethodException.class, () -> NativeConstructor.throughJni(OnlyWithAnArgument.class));
        assertEquals(OnlyWithAnArgument.class.getName() + ".<init>()", e.getMessage());
    }

    @Test
    void anAbstractClassIsRefusedAsReflectionRefusesIt() {
        assertThrows(InstantiationException.class, () -> NativeConstructor.throughJni(Abstract.class));
    }

    @Test
    void whatTheConstructorThrowsReachesTheCaller() {
        IllegalStateException e =
                assertThrows(IllegalStateException.class, () -> NativeConstructor.throughJni(Refusing.class));
        assertEquals("refused", e.getMessage());
        assertNull(e.getCause());
    }
}
