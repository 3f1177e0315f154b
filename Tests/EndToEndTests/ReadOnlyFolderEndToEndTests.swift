import DataAccess
import Foundation
import TestSupport
import Testing

/// A data folder nothing can be written in (another user's, or made read-only), or a database
/// file of mode 444: `news` reads the database, as the app does (read-only, said once), and
/// `refresh`, which must store, refuses in the words the app says at start.
@Suite("A data folder or database that cannot be written")
struct ReadOnlyFolderEndToEndTests {
    static let refusal = "aichats: Opened read-only, as the database file or its folder is read-only: nothing was fetched, "
        + "as nothing is saved until you make it writable (chmod u+w) and run aichats refresh again.\nexit=1\n"

    /// `news` and `refresh` over `data` once `makeReadOnly` (a shell command on the quoted folder)
    /// ran; as nobody when run as root, whom no file mode stops.
    private func newsAndRefresh(_ data: TemporaryFolder, _ makeReadOnly: (String) -> String) throws -> (news: String, refresh: String) {
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
        #expect(runShell(makeReadOnly(folder))?.succeeded == true)
        let command = "HOME=/tmp XDG_CONFIG_HOME=/tmp/aichats-no-config-\(getpid()) \(asUser)\(shellQuoted(TmuxSession.binary.path))"
        let news = try TmuxSession.shell("\(command) news --data-dir \(folder) 2>&1; echo exit=$?")
        let refresh = try TmuxSession.shell("\(command) refresh --data-dir \(folder) 2>&1; echo exit=$?")
        return (news, refresh)
    }

    @Test func aFolderThatCannotBeWritten() throws {
        let data = try TemporaryFolder()
        defer { _ = runShell("chmod 700 \(shellQuoted(data.url.path))") }
        let (news, refresh) = try newsAndRefresh(data) { "chmod a-w \($0)" }
        #expect(news.hasSuffix("exit=0\n") && !news.contains("cannot write"), "\(news)")
        #expect(refresh == Self.refusal, "\(refresh)")
    }

    @Test func aDatabaseFileOfMode444() throws {
        let data = try TemporaryFolder()
        // The folder takes writes from anyone (nobody too): only the file refuses them.
        let (news, refresh) = try newsAndRefresh(data) { "chmod 777 \($0) && chmod 444 \($0)/aichats.sqlite" }
        #expect(news.hasSuffix("exit=0\n") && !news.contains("cannot write"), "\(news)")
        #expect(refresh == Self.refusal, "\(refresh)")
    }
}
