@testable import DataAccess
import Domain
import Foundation
import TestHTTPServer
import TestSupport
import Testing

/// A hostile reply from a server, stored and exported, gives a file that is safe to `cat` and
/// still says who said what, when, with its line breaks and code fences.
@Suite("Exporting a chat built from a hostile reply")
struct HostileExportTests {
    /// Escape sequences split across pieces (CSI, OSC 52, DCS, C1 CSI), a bidi override, NUL, a
    /// lone CR, and code fences, one of them never closed.
    static let pieces = [
        "Here\u{1B}[", "2J is\u{1B}]52;c;SGVsbG8=\u{7} code:\r```swift\nlet a = 1\u{0}\n```\n",
        "\u{202E}reversed\u{202C} \u{9B}31mred\u{1B}P1;2|dcs\u{1B}\\ text\r\n\n", "````\nfour ``` inside\n````\n```\nnever closed",
    ]

    @Test func theFileHoldsNoControlAndKeepsSpeakersTimesLineBreaksAndFences() async throws {
        let server = try OpenAITestServer { _ in [.send(SSE.head + Self.pieces.map(SSE.chunk).joined() + SSE.done)] }
        defer { server.stop() }
        let folder = try TemporaryFolder()
        let database = try AppDatabase(path: folder.path())
        let store = SQLiteChatStore(database: database, clock: .fixed(instant(0)))
        let avatar = Avatar(id: "mochi", name: "Mo\u{1B}]0;title\u{7}chi *the* #1", character: .cat, action: "napping",
                            location: "in the sun", author: "Tester", createdAt: .distantPast, popularity: 1)
        let chat = try await store.chat(for: avatar.id)
        _ = try await store.append(ChatMessage(role: .user, text: "Show me\nsome code", sentAt: instant(60)), to: chat.id)
        var reply = ""
        let responder = OpenAICompatibleResponder(baseURL: server.baseURL, model: "test-model")
        for try await piece in responder.reply(as: avatar, to: []) { reply += piece }
        _ = try await store.append(ChatMessage(role: .assistant, text: reply, sentAt: instant(61)), to: chat.id)

        let exporter = FileDocumentExporter(folder: folder.url.appendingPathComponent("exports"))
        let file = try await ChatExportInteractor(store: store, exporter: exporter, clock: .fixed(instant(3600)))
            .export(chat, with: avatar)
        let bytes = try Data(contentsOf: file)

        #expect(!bytes.contains { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || $0 == 0x7F })
        let text = try #require(String(data: bytes, encoding: .utf8))
        #expect(!text.unicodeScalars.contains { (0x80...0x9F).contains($0.value) || $0 == "\u{202E}" || $0 == "\u{202C}" })
        #expect(text.hasPrefix("# Show me · Chat with Mochi \\*the\\* \\#1\n"))
        #expect(text.contains("\n### You · 2023-11-14 22:14:20\n\n> Show me  \n> some code\n\n"))
        #expect(text.contains("""

            ### Mochi \\*the\\* \\#1 · 2023-11-14 22:14:21

            > Here is code:
            > ```swift
            > let a = 1
            > ```
            > reversed red text
            >
            > ````
            > four ``` inside
            > ````
            > ```
            > never closed

            """))
        #expect(!text.contains("SGVsbG8") && !text.contains("dcs") && !text.contains("title"))
        #expect(file.lastPathComponent == "mochi-the-1-show-me-2023-11-14.md")
    }

    /// A legal name: 32 characters, each a letter with twelve combining marks, 800 bytes. Its
    /// export used to fail with a name over the file system's 255 bytes.
    @Test func aLegalNameOfCombiningMarksExports() async throws {
        let folder = try TemporaryFolder()
        let heavy = "a" + String(repeating: "\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}", count: 2)
        let name = String(repeating: heavy, count: CreateAvatarInteractor.maxNameLength)
        #expect(name.utf8.count == 800)
        let avatar = Avatar(id: "user-1", name: name, character: .alien, action: "humming", location: "on Mars",
                            author: "You", createdAt: instant(0), popularity: 0, isUserMade: true)
        let store = SQLiteChatStore(database: try AppDatabase(path: folder.path()), clock: .fixed(instant(0)))
        let chat = try await store.chat(for: avatar.id)
        _ = try await store.append(ChatMessage(role: .user, text: "hi", sentAt: instant(1)), to: chat.id)
        let exporter = FileDocumentExporter(folder: folder.url.appendingPathComponent("exports"))
        let interactor = ChatExportInteractor(store: store, exporter: exporter, clock: .fixed(instant(2)))
        let first = try await interactor.export(chat, with: avatar)
        let second = try await interactor.export(chat, with: avatar)
        #expect(first.lastPathComponent.utf8.count <= 255)
        #expect(second.lastPathComponent.hasSuffix("-2023-11-14-2.md"))
    }
}
