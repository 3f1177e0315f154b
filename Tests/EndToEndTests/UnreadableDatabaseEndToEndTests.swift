import DataAccess
import Foundation
import TestSupport
import Testing

/// A database file of mode 000 cannot be read at all: calling it "read-only" sent the user
/// looking for the wrong thing.
@Suite("A database file that cannot be read")
struct UnreadableDatabaseEndToEndTests {
    @Test func itIsSaidToBeUnreadable() throws {
        let data = try TemporaryFolder()
        try AppDatabase(folder: data.url).close()
        #expect(chmod(data.path(), 0) == 0)
        // Permissions do not bind root: then the command runs as nobody, on files nobody owns.
        var asUser = ""
        if geteuid() == 0 {
            #expect(runShell("chown -R 65534:65534 \(shellQuoted(data.url.path))")?.succeeded == true)
            asUser = "setpriv --reuid=65534 --regid=65534 --clear-groups "
        }
        let folder = shellQuoted(data.url.path)
        let run = try TmuxSession.shell("HOME=\(folder) XDG_CONFIG_HOME=\(folder) \(asUser)"
            + "\(shellQuoted(TmuxSession.binary.path)) refresh --data-dir \(folder) 2>&1; echo $?")
        #expect(run == "aichats: cannot open \(data.path()) (the file cannot be read). "
            + "Fix its permissions or point --data-dir elsewhere.\n1\n")
    }
}
