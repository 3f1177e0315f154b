import Foundation
import TestSupport
import Testing

/// What `aichats feeds …` makes of the text typed on the command line: a feed's password is
/// kept in the list but never printed.
@Suite("aichats feeds: typed text and a feed's login")
struct FeedsCommandLineTextEndToEndTests {
    let config: TemporaryFolder
    /// A data folder that must never be made: these commands do not open the database.
    let data: TemporaryFolder

    init() throws {
        config = try TemporaryFolder()
        data = try TemporaryFolder(made: false)
    }

    func feeds(_ arguments: String...) throws -> CommandRun {
        try CommandRun(["feeds"] + arguments, environment: ["XDG_CONFIG_HOME": config.url.path, "AICHATS_DATA_DIR": data.url.path])
    }

    var urls: String { (try? config.text("aichats/urls")) ?? "" }

    @Test func aFeedsPasswordIsKeptInTheListButShownAsStars() throws {
        let secret = "https://ada:s3cret@example.com/feed.xml", shown = "https://ada:***@example.com/feed.xml"
        #expect(try feeds("add", secret).output == "Added \(shown)\n")
        #expect(urls == secret + "\n")
        #expect(try feeds("list").output == shown + "\t\t\t\n")
        let again = try feeds("add", secret)
        #expect(again.status == 1 && again.errors == "aichats: \(shown) is already in the feed list\n")
        #expect(try feeds("remove", shown).output == "Removed \(shown)\n")
        #expect(urls == "")
    }
}
