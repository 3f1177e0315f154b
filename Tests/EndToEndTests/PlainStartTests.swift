@testable import aichats
import Testing

/// The plain start is read without swift-argument-parser; what it reads must be what the parser
/// reads, and whatever else the user types must still reach the parser.
@Suite("The plain start's command line")
struct PlainStartTests {
    @Test(arguments: [
        [], ["--no-color"], ["--data-dir", "/tmp/d"], ["--data-dir=/tmp/d"], ["--no-color", "--data-dir", "d e"],
        ["--data-dir", "/tmp/d", "--no-color"], ["--data-dir=rel/ative", "--no-color"],
    ])
    func readsWhatTheParserReads(_ arguments: [String]) throws {
        let plain = try #require(PlainStart(arguments))
        let parsed = try #require(try AichatsCommand.parseAsRoot(arguments) as? AichatsCommand)
        #expect(plain == PlainStart(noColor: parsed.display.noColor, dataDir: parsed.dataFolder.dataDir))
    }

    @Test(arguments: [
        ["render", "explore"], ["--help"], ["-h"], ["--version"], ["help"], ["--data-dir"], ["--data-dir", "--no-color"],
        ["--data-dir="], ["--data-dir", ""], ["--data-dir", "a", "--data-dir", "b"], ["--no-color", "--no-color"],
        ["--colour"], ["--data-dir", "d", "render", "explore"], ["--", "x"], ["--data-dir=-x"], ["feeds", "list"],
        ["--no-color", "feeds", "add", "https://a.org/feed"],
    ])
    func leavesEverythingElseToTheParser(_ arguments: [String]) {
        #expect(PlainStart(arguments) == nil)
    }
}
