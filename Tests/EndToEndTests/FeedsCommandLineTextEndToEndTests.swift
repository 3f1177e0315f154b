import Foundation
import TestSupport
import Testing

/// What `aichats feeds …` makes of the text typed on the command line: tags trimmed, a feed's
/// password kept in the list but never printed.
@Suite("aichats feeds: typed tags and a feed's login")
struct FeedsCommandLineTextEndToEndTests: FeedsCommandLineRunning {
    let folders: FeedsCommandLineFolders
    init() throws { folders = try FeedsCommandLineFolders() }

    @Test func tagsAreTrimmedAndAnEmptyOneIsLeftOut() throws {
        let added = try feeds("add", "https://example.com/feed.xml", "--tag", " news ", "--tag", "", "--tag", "\ttech", "--tag", " ")
        #expect(added.status == 0 && added.errors.isEmpty)
        #expect(urls == "https://example.com/feed.xml \"news\" \"tech\"\n")
    }

    /// A quoted tag of the `urls` file keeps its spaces, as newsboat reads it.
    @Test func aTagWrittenInTheFileKeepsItsSpaces() throws {
        try FileManager.default.createDirectory(at: config.file("aichats"), withIntermediateDirectories: true)
        try config.write("https://example.com/feed.xml \" news \"\n", to: "aichats/urls")
        #expect(try feeds("list").output == "https://example.com/feed.xml\t\t news \t\n")
    }

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
