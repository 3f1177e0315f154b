import Foundation
import TestSupport
import Testing

/// `aichats render` and `--help`, run as a user runs them.
@Suite("aichats on the command line")
struct RenderEndToEndTests {
    @Test("a screen or an id that is not there exits 2 and says what is missing", arguments: [
        (["render", "article:999"], "no article with id '999'"),
        (["render", "chat:nobody"], "no avatar with id 'nobody'"),
        (["render", "feed-article:99999", "--data", "mock-feeds"], "no feed item with id '99999'"),
        (["render", "feed-items:http://nope/", "--data", "mock-feeds"], "render: http://nope/ is not in the feed list"),
        (["render", "category:unknown"], "unknown screen 'category:unknown'"),
        (["render", "no-such-screen"], "unknown screen 'no-such-screen'"),
        (["--data-dir", ""], "--data-dir needs a folder"),
        (["render", "explore", "--data-dir", ""], "--data-dir needs a folder"),
    ])
    func missingThingsAreUsageErrors(arguments: [String], message: String) throws {
        let run = try CommandRun(arguments)
        #expect(run.status == 2)
        #expect(run.errors.contains(message))
        #expect(run.output.isEmpty)
    }

    /// The screens the README lists under "Screens for `render`" (the names in backticks, not
    /// the examples in parentheses).
    static func readmeScreens() throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "Screens for `render`:"))
        let end = try #require(readme.range(of: "By default", range: start.upperBound..<readme.endIndex))
        let list = readme[start.upperBound..<end.lowerBound].replacingOccurrences(of: "\\([^)]*\\)", with: "",
                                                                                 options: .regularExpression)
        return list.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    @Test func renderWithoutAScreenAndWithAnUnknownOneListTheREADMEsScreens() throws {
        let screens = try Self.readmeScreens()
        #expect(screens.count == 12)
        #expect(screens.contains("feeds") && screens.contains("feed-article:<item id>"))
        for arguments in [["render"], ["render", "nope"]] {
            let run = try CommandRun(arguments)
            #expect(run.status == 2)
            for screen in screens {
                #expect(run.errors.contains(screen), "aichats \(arguments.joined(separator: " ")) leaves out \(screen)")
            }
        }
    }

    @Test("a bad size exits 2 and says how a size looks", arguments: ["-5x10", "0x10", "100", "100x30x2", "x30"])
    func badSizes(size: String) throws {
        let run = try CommandRun(["render", "explore", "--size", size])
        #expect(run.status == 2)
        #expect(run.errors.contains("--size must look like 100x30"))
    }

    @Test func aGoodSizeIsUsed() throws {
        let run = try CommandRun(["render", "explore", "--size", "60x16"])
        #expect(run.status == 0)
        #expect(run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().count == 16)
    }

    @Test("profile and chats say they show sample data when there is none", arguments: ["profile", "chats"])
    func sampleDataIsSaidSo(screen: String) throws {
        let temporary = try TemporaryFolder(made: false), folder = temporary.url
        let run = try CommandRun(["render", screen, "--size", "120x30"], environment: ["AICHATS_DATA_DIR": folder.path])
        #expect(run.status == 0)
        #expect(run.output.contains("Sample data: no aichats data in \(folder.path)"))
        #expect(!FileManager.default.fileExists(atPath: folder.path), "the data folder is not made")
        let mock = try CommandRun(["render", screen, "--data", "mock", "--size", "120x30"])
        #expect(mock.output.contains("Sample data (--data mock)"))
    }

    @Test func helpSaysThatNoSubcommandStartsTheApp() throws {
        let run = try CommandRun(["--help"])
        #expect(run.status == 0)
        #expect(run.output.contains("Run aichats with no subcommand to start the app."))
        #expect(run.output.contains("USAGE: aichats [--no-color] [--data-dir <folder>]    start the app"))
        #expect(!run.output.contains("<subcommand>\n"))
    }
}

/// `render profile` and `render chats` show what the user made, and change nothing.
@Suite("aichats render reads the user's data", .serialized)
struct RenderUserDataEndToEndTests {
    @Test func profileAndChatsShowTheUsersDataAndLeaveTheFolderAlone() async throws {
        let temporary = try TemporaryFolder(made: false), data = temporary.url
        try await TmuxSession.runOnce(dataFolder: data, signingUp: true) { app in
            try app.send("Down", "Enter")
            #expect(try await app.waitFor("Say hello to"))
            try app.send("-l", "hello from the test")
            try app.send("Enter")
            // The reply has ended when Esc goes back again (it stops a reply).
            var replied = false
            for _ in 0..<300 where !replied {
                let screen = try app.screen()
                replied = screen.contains("You ·") && screen.contains("Esc back")
                if !replied { try await Task.sleep(for: .milliseconds(50)) }
            }
            #expect(replied)
            try app.send("Escape")
            #expect(try await app.waitFor("Latest news"))
        }
        let before = try fileStates(in: data)

        let profile = try CommandRun(["render", "profile", "--data-dir", data.path])
        #expect(profile.status == 0)
        #expect(profile.output.contains("Ada 愛"))
        #expect(!profile.output.contains("Sample data"))
        let chats = try CommandRun(["render", "chats", "--size", "120x30"], environment: ["AICHATS_DATA_DIR": data.path])
        #expect(chats.status == 0)
        #expect(chats.output.contains("1 conversation"))
        #expect(!chats.output.contains("Sample data"))

        #expect(try fileStates(in: data) == before, "nothing in the data folder was made or changed")
    }
}
