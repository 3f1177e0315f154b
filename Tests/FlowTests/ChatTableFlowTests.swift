import AppTestSupport
import DomainDoubles
import Testing
import TerminalUI

/// A reply's table streaming in through the real loop while the user reads above it.
@MainActor
@Suite("Chat: a table in a streaming reply")
struct ChatTableFlowTests {
    /// Scrolled up while the reply's table is laid out in fewer rows than it showed as written
    /// (a long delimiter row wrapped over six), the lines in view stay where they were.
    @Test func linesInViewStayWhenATableBelowThemIsLaidOut() async {
        let (driver, responder) = await AppDriver.mochiChat()
        await driver.type("A table?")
        await driver.press(.enter)
        #expect(await driver.waitUntil { _ in responder.requests == 1 })
        let intro = (1...30).map { "Line \($0) of the intro." }.joined(separator: "\n")
        responder.feed(intro + "\n| a | b |\n|" + String(repeating: "-", count: 400) + "|---|\n| 1 | 2 |\n")
        #expect(await driver.waitUntil { $0.contains("| 1 | 2 |") })
        await driver.press(.pageUp)
        let before = Array(driver.screen.textLines()[3..<20])
        #expect(before.contains { $0.contains("Line 20 of the intro.") })
        responder.feed("\nDone.")
        responder.finish()
        #expect(await driver.waitUntil { !$0.contains("is typing") })
        #expect(Array(driver.screen.textLines()[3..<20]) == before)
        await driver.press(.ctrlEnd)
        #expect(driver.text.contains("│ 1 │ 2 │") && driver.text.contains("Done."))
    }

    /// The table shows laid out, and Alt-y copies the reply's Markdown: the table as written.
    @Test func copyingAReplyKeepsItsTableAsWritten() async {
        let clipboard = RecordingClipboard()
        let (driver, responder) = await AppDriver.mochiChat { $0.clipboard = clipboard }
        let reply = "Sizes:\n\n| Cat | Size |\n|:--|--:|\n| Mochi \\| the first | **small** |\n\nThat is all."
        #expect(await driver.send("Sizes?", answeredWith: reply, by: responder) { $0.contains("That is all.") && !$0.contains("typing") })
        #expect(driver.text.contains("│ Mochi | the first │ small │"))
        await driver.press(.altUp, .alt("y"))
        #expect(clipboard.copies == [reply])
    }
}
