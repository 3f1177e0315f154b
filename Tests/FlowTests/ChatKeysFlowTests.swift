import AppComposition
import AppTestSupport
import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import TerminalUI
import TestSupport
import Testing

/// In Chat every printable key types; the conversation's commands are Ctrl chords and F-keys,
/// and the input edits like a readline line.
@MainActor
@Suite("Chat keys: printable keys type, commands are chords, readline editing")
struct ChatKeysFlowTests {
    /// Mochi's chat holding a message and a stopped reply, so that retry and export both apply;
    /// exports go to `folder`.
    func chatWithAStoppedReply(
        exportingTo folder: URL, size: Size = Size(width: 80, height: 24)
    ) async -> (AppDriver, ScriptedResponder) {
        let (app, responder) = await AppDriver.mochiChat(size: size) { $0.exporter = FileDocumentExporter(folder: folder) }
        await app.type("Tell me a story")
        await app.press(.enter)
        _ = await app.waitUntil { _ in responder.requests == 1 }
        responder.feed("Once upon a time")
        _ = await app.waitUntil { $0.contains("Once upon a time") }
        await app.press(.escape)
        _ = await app.waitUntil { $0.contains("[stopped]") }
        return (app, responder)
    }

    /// The input's row: the screen row that starts with the prompt.
    func inputRow(_ app: AppDriver) -> String? {
        app.screen.textLines().first { $0.contains("› ") }?.trimmingCharacters(in: .whitespaces)
    }

    @Test("e, r, ? and q typed into an empty input are typed, and run nothing", arguments: ["e", "r", "?", "q"])
    func commandLettersType(letter: String) async throws {
        let temporary = try TemporaryFolder(made: false), folder = temporary.url
        let (app, responder) = await chatWithAStoppedReply(exportingTo: folder)
        await app.type(letter)
        await app.type(letter)
        #expect(inputRow(app) == "› \(letter)\(letter)")
        #expect(app.router.sheet == nil, "no help")
        #expect(!app.router.quitRequested)
        #expect(responder.requests == 1, "no retry")
        #expect(!FileManager.default.fileExists(atPath: folder.path), "no export")
        #expect(app.router.notice == nil)
        #expect(app.text.contains("[stopped]"))
    }

    @Test func theStatusBarShowsSendRetryExportAndBackAndHelpListsTheChords() async throws {
        let temporary = try TemporaryFolder(made: false), folder = temporary.url
        let (app, _) = await chatWithAStoppedReply(exportingTo: folder, size: Size(width: 100, height: 50))
        let status = try #require(app.screen.textLines().last)
        #expect(status.contains("Enter send  Ctrl-R retry  Ctrl-S export  Esc back"), "\(status)")
        // With text typed, Home and End edit it (on an empty input they go to the chat's ends).
        await app.type("x")
        await app.press(.function(1))
        #expect(app.router.sheet == .help)
        let help = app.text
        for label in ["Ctrl-R", "Ctrl-S", "Ctrl-Home", "Ctrl-End", "Home/Ctrl-A", "End/Ctrl-E", "Alt-b", "Alt-f", "Ctrl-K"] {
            #expect(help.contains(label), "help lists \(label)")
        }
        #expect(help.contains("Write the last reply again (the old one is kept as a version)"))
        for label in ["Alt-[", "Alt-]", "Alt-e", "Alt-d"] { #expect(help.contains(label), "help lists \(label)") }
    }

    @Test func ctrlRWritesTheStoppedReplyAgainAndCtrlSExports() async throws {
        let temporary = try TemporaryFolder(made: false), folder = temporary.url
        let (app, responder) = await chatWithAStoppedReply(exportingTo: folder)
        await app.type("draft")
        await app.press(.ctrl("s"))
        #expect(app.router.notice?.text.hasPrefix("Exported to \(folder.path)") == true, "Ctrl-S exports with text in the input too")
        await app.press(.ctrl("r"))
        #expect(await app.waitUntil { _ in responder.requests == 2 })
        responder.feed("A new story.")
        responder.finish()
        #expect(await app.waitUntil { $0.contains("A new story.") && !$0.contains("[stopped]") })
        #expect(inputRow(app) == "› draft", "the input is untouched")
        #expect(!app.text.contains("Ctrl-R retry"), "nothing to retry after a complete reply")
    }

    @Test func homeEndAndTheReadlineKeysEditTheInput() async throws {
        let temporary = try TemporaryFolder(made: false)
        let (app, _) = await chatWithAStoppedReply(exportingTo: temporary.url)
        await app.type("hello big world")
        let row = try #require(app.screen.cursor?.y)
        await app.press(.home)
        #expect(app.screen.cursor?.x == 3, "Home: start of the line")
        #expect(!app.text.contains("scrolled up"), "Home no longer scrolls")
        await app.press(.alt("f"))
        #expect(app.screen.cursor?.x == 3 + 5, "Alt-F: end of \"hello\"")
        await app.press(.alt("f"), .alt("b"))
        #expect(app.screen.cursor?.x == 3 + 6, "Alt-B: start of \"big\"")
        await app.press(.ctrl("k"))
        #expect(inputRow(app) == "› hello")
        await app.press(.end)
        await app.type("!")
        #expect(inputRow(app) == "› hello !")
        await app.press(.ctrl("a"))
        await app.press(.ctrl("e"))
        #expect(app.screen.cursor?.x == 3 + 7, "Ctrl-A then Ctrl-E: the end of the line")
        #expect(app.screen.cursor?.y == row)
    }

    @Test func ctrlHomeAndCtrlEndScrollTheConversation() async throws {
        let temporary = try TemporaryFolder(made: false)
        let (app, _) = await chatWithAStoppedReply(exportingTo: temporary.url)
        for _ in 0..<3 {
            await app.type(String(repeating: "a line of text ", count: 20))
            await app.press(.enter)
            await app.press(.escape)
        }
        await app.press(.ctrlHome)
        #expect(app.text.contains("Tell me a story"), "the oldest message shows")
        #expect(app.text.contains("scrolled up"))
        await app.press(.ctrlEnd)
        #expect(!app.text.contains("scrolled up"))
    }
}
