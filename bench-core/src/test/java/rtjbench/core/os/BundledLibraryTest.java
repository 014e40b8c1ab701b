package rtjbench.core.os;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where a bundled library is copied to: one content-named copy a user, reused, in a folder no one else controls. */
class BundledLibraryTest {
    @TempDir
    Path tmp;

    @Test
    void theFolderIsMadeOwnerOnlyAndUsedAgain() throws Exception {
        Path folder = BundledLibrary.ownFolder(tmp);
        assertNotNull(folder);
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(folder)));
        assertEquals(folder, BundledLibrary.ownFolder(tmp));
        assertEquals(1, Files.list(tmp).count(), "nothing but the folder is left");
    }

    @Test
    void aFolderOthersMayWriteInOrALinkIsNotUsed() throws Exception {
        Path folder = BundledLibrary.ownFolder(tmp);
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxrwxrwx"));
        assertNull(BundledLibrary.ownFolder(tmp));
        Files.delete(folder);
        Path elsewhere = Files.createDirectory(
                tmp.resolve("elsewhere"),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        Files.createSymbolicLink(folder, elsewhere);
        assertNull(BundledLibrary.ownFolder(tmp));
    }

    @Test
    void aFolderOfAnotherUserIsNotUsed() throws Exception {
        UserPrincipal nobody;
        try {
            nobody = tmp.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("nobody");
        } catch (Exception e) {
            nobody = null;
        }
        assumeTrue(nobody != null, "no user 'nobody' here");
        Path folder = BundledLibrary.ownFolder(tmp);
        try {
            Files.setOwner(folder, nobody);
        } catch (Exception e) {
            assumeTrue(false, "cannot give a folder away here (not root): " + e);
        }
        assertNull(BundledLibrary.ownFolder(tmp));
    }

    @Test
    void everyVmGetsTheSameCopyOfTheSameBytes() throws Exception {
        byte[] library = {0x7f, 'E', 'L', 'F', 1, 2, 3};
        Path a = BundledLibrary.cachedCopy(tmp, "librtjx.so", library);
        assertNotNull(a);
        assertTrue(a.getFileName().toString().matches("librtjx-[0-9a-f]+-7\\.so"), a.toString());
        assertArrayEquals(library, Files.readAllBytes(a));
        long written = Files.getLastModifiedTime(a).toMillis();
        Files.setLastModifiedTime(a, java.nio.file.attribute.FileTime.fromMillis(written - 60_000));
        assertEquals(a, BundledLibrary.cachedCopy(tmp, "librtjx.so", library), "a second VM reuses the copy");
        assertEquals(written - 60_000, Files.getLastModifiedTime(a).toMillis(), "and does not write it again");
        // a copy that differs (half written by a VM that died, damaged) is written again, whole
        Files.write(a, new byte[] {1, 2, 3});
        assertEquals(a, BundledLibrary.cachedCopy(tmp, "librtjx.so", library));
        assertArrayEquals(library, Files.readAllBytes(a));
        // other bytes (another build) get a copy of their own; nothing half written is left
        Path other = BundledLibrary.cachedCopy(tmp, "librtjx.so", new byte[] {0x7f, 'E', 'L', 'F', 9});
        assertTrue(!other.equals(a), other.toString());
        assertEquals(2, Files.list(a.getParent()).count());
    }

    @Test
    void withoutATrustedFolderThereIsNoCachedCopy() throws Exception {
        Path folder = BundledLibrary.ownFolder(tmp);
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxrwxrwx"));
        assertNull(BundledLibrary.cachedCopy(tmp, "librtjx.so", new byte[] {1}));
    }
}
