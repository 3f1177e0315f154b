import Foundation
import Testing

/// `aichats feeds add` on a machine where `~/.config` does not exist yet makes it 0700, as the
/// XDG base directory spec asks, whatever the umask.
@Suite("The folders a feed list change makes")
struct FeedsFolderModeEndToEndTests {
    @Test func aMissingConfigFolderIsMadePrivateUnderAnyUmask() async throws {
        let session = try TmuxSession(arguments: "feeds add http://one.example/feed", unsetting: ["XDG_CONFIG_HOME"], umask: "000")
        #expect(try await session.exitStatus() == 0)
        let made = try FileManager.default.attributesOfItem(atPath: session.directory.appendingPathComponent(".config").path)
        #expect((made[.posixPermissions] as? Int) == 0o700)
    }
}
