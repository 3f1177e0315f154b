import AppTestSupport
import Presentation
import Testing
@testable import AppComposition
@testable import TerminalUI

/// After a long paste, a typed key costs as much as in an empty input: the work is counted, not timed.
@MainActor
@Suite("Typing after a long paste into the chat input")
struct ChatPasteFlowTests {
    /// The characters laid out and the graphemes formed again for one key typed after pasting `text`.
    func workForAKeyAfterPasting(_ text: String) async throws -> (laidOut: Int, formed: Int) {
        let app = await AppDriver(path: [.explore, .chat(avatarID: "fx-cat-mochi")])
        await app.paste(text)
        let view = try #require(app.app.activeView as? ChatView)
        let laidOut = view.inputScroll.layouts.walkedCharacters
        let revision = view.presenter.input.revision
        await app.type("x")
        #expect(app.screen.textLines().contains { $0.hasPrefix("   x ") }, "the key shows on the last row")
        let edit = try #require(view.presenter.input.edit(since: revision))
        return (view.inputScroll.layouts.walkedCharacters - laidOut, edit.inserted + edit.removed)
    }

    @Test func aKeyAfterAMegabyteDoesNoMoreWorkThanAfterAHundredKilobytes() async throws {
        let line = "The wind picked up just after noon, so we tied everything down twice. 猫がレーザーを追う 🐱\n"
        let small = String(repeating: line, count: 100_000 / line.utf8.count)
        let large = String(repeating: line, count: 1_000_000 / line.utf8.count)
        let afterSmall = try await workForAKeyAfterPasting(small)
        let afterLarge = try await workForAKeyAfterPasting(large)
        #expect(afterSmall.laidOut < 1_000 && afterSmall.formed < 10, "\(afterSmall)")
        #expect(afterLarge.laidOut < 1_000 && afterLarge.formed < 10, "\(afterLarge)")
    }
}

/// A pasted Makefile or Go code keeps its tabs: in the input (shown to the next multiple of four
/// columns), and in the message sent.
@MainActor
@Suite("Pasting tabs into the chat input")
struct ChatPasteTabsFlowTests {
    @Test func pastedTabsStayInTheMessageAndShowAsTabStops() async throws {
        let app = await AppDriver(path: [.explore, .chat(avatarID: "fx-cat-mochi")])
        await app.paste("all:\n\tgcc -o a a.c\nx\ty")
        let view = try #require(app.app.activeView as? ChatView)
        #expect(view.presenter.input.text == "all:\n\tgcc -o a a.c\nx\ty")
        let lines = app.screen.textLines()
        #expect(lines.contains { $0.hasSuffix("     gcc -o a a.c") || $0.contains("     gcc -o a a.c ") }, "\(lines)")
        #expect(lines.contains { $0.contains(" x   y") }, "\(lines)")
        await app.press(.enter)
        #expect(view.presenter.messages.first { $0.role == .user }?.text == "all:\n\tgcc -o a a.c\nx\ty")
    }
}
