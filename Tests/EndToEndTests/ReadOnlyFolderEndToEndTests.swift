import DataAccess
import Foundation
import TestSupport
import Testing

/// A data folder nothing can be written in (another user's, or made read-only): `news` reads the
/// database in it, as the app does (read-only, said once), and `refresh`, which must store, refuses.
@Suite("A data folder that cannot be written")
struct ReadOnlyFolderEndToEndTests {
    @Test func newsReadsItAndRefreshRefuses() throws {
        let data = try TemporaryFolder()
        try AppDatabase(folder: data.url).close()
        let folder = shellQuoted(data.url.path)
        let asUser: String
        if geteuid() == 0 {
            // Root's folder and file, read as nobody.
            #expect(runShell("chmod 755 \(folder) && chmod 644 \(folder)/aichats.sqlite")?.succeeded == true)
            asUser = "setpriv --reuid=65534 --regid=65534 --clear-groups "
        } else {
            asUser = ""
        }
        defer { _ = runShell("chmod 700 \(folder)") }
        #expect(runShell("chmod a-w \(folder)")?.succeeded == true)
        let command = "HOME=/tmp XDG_CONFIG_HOME=/tmp/aichats-no-config-\(getpid()) \(asUser)\(shellQuoted(TmuxSession.binary.path))"
        let news = try TmuxSession.shell("\(command) news --data-dir \(folder) 2>&1; echo exit=$?")
        #expect(news.hasSuffix("exit=0\n") && !news.contains("cannot write"), "\(news)")
        let refresh = try TmuxSession.shell("\(command) refresh --data-dir \(folder) 2>&1; echo exit=$?")
        #expect(refresh.contains("cannot write to \(data.url.path)") && refresh.hasSuffix("exit=1\n"), "\(refresh)")
    }
}
