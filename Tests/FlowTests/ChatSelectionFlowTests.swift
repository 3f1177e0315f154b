import AppComposition
import AppTestSupport
import Domain
import DomainDoubles
import Presentation
import TerminalUI
import Testing

/// Alt-↑/Alt-↓ select a message: its name line is highlighted and a bar marks its lines; Esc
/// clears the selection before it leaves the chat.
@MainActor
@Suite("Chat: selecting a message")
struct ChatSelectionFlowTests {
    @Test func altUpSelectsTheNewestReplyAndEscClearsItBeforeLeaving() async throws {
        let (app, responder) = await AppDriver.mochiChat()
        // Once the reply has ended: Esc would stop a reply that still streams.
        #expect(await app.send("Hello", answeredWith: "Purr, hello back", by: responder))
        await app.press(.altUp)
        let screen = app.screen
        let lines = screen.textLines()
        let nameRow = try #require(lines.lastIndex { $0.contains("Mochi 🍡 ·") })
        #expect(screen[1, nameRow].style == Theme.standard.style(.selection), "the name line is highlighted")
        let replyRow = try #require(lines.firstIndex { $0.contains("Purr, hello back") })
        #expect(lines[replyRow].hasPrefix(" ▌"), "a bar marks the selected message: \(lines[replyRow])")
        await app.press(.altUp)
        let userRow = try #require(app.screen.textLines().firstIndex { $0.contains("Hello") && $0.contains("▌") })
        #expect(userRow < replyRow)
        #expect(app.screen.textLines().last?.contains("Esc clear selection") == true, "the bar names what Esc does now")
        await app.press(.escape)
        #expect(!app.text.contains("▌"))
        #expect(app.screen.textLines().last?.contains("Esc back") == true)
        #expect(app.router.path.last == .chat(avatarID: "fx-cat-mochi"), "Esc cleared the selection only")
        await app.press(.escape)
        #expect(app.router.path == [.explore])
    }
}
