import AppComposition
import AppTestSupport
import DataAccess
import DomainDoubles
import Foundation
import Presentation
import TerminalUI
import TestSupport
import Testing

@MainActor
@Suite("Exporting a chat from the Chat screen")
struct ChatExportFlowTests {
    @Test func ctrlSWritesTheConversationAsMarkdownAndSaysWhere() async throws {
        let temporary = try TemporaryFolder(made: false), folder = temporary.url
        var deps = AppDependencies.mock
        deps.exporter = FileDocumentExporter(folder: folder)
        let app = await AppDriver(deps: deps, path: [.explore, .chat(avatarID: "fx-cat-mochi")])
        #expect(!app.text.contains("Ctrl-S export"), "nothing to export before the first message")
        await app.press(.ctrl("s"))
        #expect(app.router.notice?.text == "Nothing to export yet: the chat has no messages")
        #expect(!FileManager.default.fileExists(atPath: folder.path), "no file, not even the folder")

        await app.type("Hello Mochi")
        await app.press(.enter)
        #expect(await app.waitUntil { !$0.contains("is typing") && $0.contains("Ctrl-S export") })
        await app.press(.ctrl("s"))
        #expect(app.router.notice?.text.hasPrefix("Exported to \(folder.path)/mochi-hello-mochi-2026-03-14") == true)

        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files == ["mochi-hello-mochi-2026-03-14.md"], "the avatar and the chat's title")
        let text = try String(contentsOf: folder.appendingPathComponent(files[0]), encoding: .utf8)
        #expect(text.hasPrefix("# Hello Mochi · Chat with Mochi 🍡"))
        #expect(text.contains("### You · 2026-03-14 09:00:00\n\n> Hello Mochi\n"))
        #expect(text.contains("### Mochi 🍡 · "))
        #expect(text.contains("\n\nModel: offline persona.\n\n"), "the model the chat's header names")
        #expect(!text.contains(" · offline persona"), "a reply by the chat's model does not name it again")
    }

    /// Ctrl-S while a reply streams: the file says the reply was still being written, not that
    /// it stopped, as it goes on on screen.
    @Test func aReplyStillStreamingIsExportedAsStillBeingWritten() async throws {
        let temporary = try TemporaryFolder(made: false), folder = temporary.url
        var deps = AppDependencies.mock
        let responder = ScriptedResponder()
        deps.responder = responder
        deps.exporter = FileDocumentExporter(folder: folder)
        let app = await AppDriver(deps: deps, path: [.explore, .chat(avatarID: "fx-cat-mochi")])
        await app.type("vslow export test two")
        await app.press(.enter)
        #expect(await app.waitUntil { _ in responder.requests == 1 })
        responder.feed("w0 w1 ")
        #expect(await app.waitUntil { $0.contains("w0 w1") })
        await app.press(.ctrl("s"))
        #expect(app.router.notice?.text.hasPrefix("Exported to") == true, "\(String(describing: app.router.notice))")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let text = try String(contentsOf: folder.appendingPathComponent(try #require(files.first)), encoding: .utf8)
        #expect(text.contains("(still being written)"), "\(text)")
        #expect(!text.contains("(stopped)"))
        responder.finish()
    }
}
