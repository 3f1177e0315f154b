import Foundation
import TestSupport
import Testing

/// What the user gives on the command line is echoed with its control characters as visible
/// escapes: never raw (an escape sequence would drive the terminal), never removed (the message
/// would then name a text the user did not give).
@Suite("aichats on the command line: control characters in arguments")
struct ControlCharacterArgumentsEndToEndTests {
    @Test func aFeedURLWithAnEscapeSaysItHoldsAControlCharacter() throws {
        let config = try TemporaryFolder()
        let run = try CommandRun(["feeds", "add", "http://x/\u{1B}[2J"], environment: ["XDG_CONFIG_HOME": config.url.path])
        #expect(run.status == 1)
        #expect(run.errors == "aichats: http://x/\\e[2J is not a URL: it holds a control character\n")
    }

    @Test func anAvatarIDToRenderIsShownWithItsEscapes() throws {
        let run = try CommandRun(["render", "chat:\u{1B}[2J"])
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("aichats: render: no avatar with id '\\e[2J' (ids look like '"))
    }

    @Test func aScreenNameTheParserRefusesIsShownWithItsEscapes() throws {
        let run = try CommandRun(["render", "category:\u{1B}[2J\u{7}"])
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("Error: unknown screen 'category:\\e[2J\\u{7}'"))
        #expect(!run.errors.contains("\u{1B}") && !run.errors.contains("\u{7}"))
    }

    @Test func aDataFolderWithEscapesIsNamedWithThem() throws {
        let parent = try TemporaryFolder()
        let name = "e\u{1B}]0;TTL\u{7}\u{1B}[31mdir"
        try FileManager.default.createDirectory(at: parent.url.appendingPathComponent(name), withIntermediateDirectories: false)
        try Data(repeating: 0x41, count: 8192).write(to: parent.url.appendingPathComponent(name).appendingPathComponent("aichats.sqlite"))
        let run = try CommandRun(["news", "--data-dir", parent.path(name)])
        #expect(run.status == 1)
        #expect(run.errors.hasPrefix("aichats: \(parent.url.path)/e\\e]0;TTL\\u{7}\\e[31mdir/aichats.sqlite is not an aichats database"))
        #expect(!run.errors.contains("\u{1B}") && !run.errors.contains("\u{7}"))
    }
}
