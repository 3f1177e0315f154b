import DataAccess
import Foundation
import TestSupport
import Testing

/// An `aichats.sqlite` that another user owns and everyone may write (a folder restored or
/// copied as root) cannot be tightened to 0600 by the app: it says so instead of using it silently.
@Suite("A database file the app cannot make private")
struct LooseDatabaseEndToEndTests {
    @Test func aCommandSaysItOnStderrAndInTheLog() throws {
        let data = try TemporaryFolder()
        try AppDatabase(folder: data.url).close()
        #expect(chmod(data.path(), 0o666) == 0)
        let folder = shellQuoted(data.url.path)
        let run: String
        if geteuid() == 0 {
            // As nobody, in a folder nobody owns, on root's file.
            #expect(runShell("chown 65534:65534 \(folder) && chmod 777 \(folder)")?.succeeded == true)
            run = try TmuxSession.shell("HOME=\(folder) XDG_CONFIG_HOME=\(folder) setpriv --reuid=65534 --regid=65534 --clear-groups "
                + "\(shellQuoted(TmuxSession.binary.path)) news --data-dir \(folder) 2>&1; echo $?")
            #expect(run == "aichats: aichats.sqlite can be read and changed by other users (mode 666, owned by root), and only its "
                + "owner can change that: have root run chmod 600 on it, or replace it with a copy of your own\n0\n")
            #expect(try data.text("aichats.log").contains("warning aichats"), "the log has it too")
        } else {
            // One's own file is tightened, and nothing is said.
            run = try TmuxSession.shell("HOME=\(folder) XDG_CONFIG_HOME=\(folder) "
                + "\(shellQuoted(TmuxSession.binary.path)) news --data-dir \(folder) 2>&1; echo $?")
            #expect(run == "0\n")
            #expect(try FileManager.default.attributesOfItem(atPath: data.path())[.posixPermissions] as? Int == 0o600)
        }
    }
}
