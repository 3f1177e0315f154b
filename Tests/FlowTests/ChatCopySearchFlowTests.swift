import AppComposition
import AppTestSupport
import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import TerminalUI
import Testing

/// Copying with the keys (the bytes reach the clipboard double exactly), raw Markdown, and the
/// search in a chat, driven through the real loop.
@MainActor
@Suite("Chat: copy, raw Markdown and search by keys")
struct ChatCopySearchFlowTests {
    static let reply = "Two blocks:\n```python\ndef f():\n\treturn 1   \n```\nand\n```\necho 'trailing  '\n```\nDone, see [docs](https://d.example)."

    func chat(clipboard: RecordingClipboard) async -> (AppDriver, ScriptedResponder) {
        let (app, responder) = await AppDriver.mochiChat(size: Size(width: 80, height: 30)) { $0.clipboard = clipboard }
        // The footnotes show once the reply has ended.
        #expect(await app.send("Show me code", answeredWith: Self.reply, by: responder) { $0.contains("[1] https://d.example") })
        return (app, responder)
    }

    @Test func altCThenTheDigitCopiesThatBlockByteForByte() async throws {
        let clipboard = RecordingClipboard(firstNote: "Inside tmux, copying needs `set -g set-clipboard on` in ~/.tmux.conf.")
        let (app, _) = await chat(clipboard: clipboard)
        #expect(app.text.contains("#1 python") && app.text.contains("#2 code"), "blocks are numbered on screen")
        await app.press(.alt("c"))
        #expect(app.router.notice?.text.contains("type 1–2") == true)
        await app.type("1")
        #expect(clipboard.copies == ["def f():\n\treturn 1   "])
        #expect(app.router.notice?.text.contains("set -g set-clipboard on") == true, "the first copy says what tmux needs")
        await app.press(.alt("c"))
        await app.type("2")
        #expect(clipboard.copies.last == "echo 'trailing  '")
        #expect(app.router.notice?.text == "Copied code block 2 (1 line)")
        await app.press(.alt("c"))
        await app.type("x")
        #expect(clipboard.copies.count == 2, "another key cancels the choice and types")
        #expect(app.screen.textLines().contains { $0.contains("› x") })
        await app.press(.alt("c"), .altUp)
        #expect(app.text.contains("▌"), "Alt-↑ leaves the choice and selects")
        await app.type("1")
        #expect(clipboard.copies.count == 2 && app.screen.textLines().contains { $0.contains("› x1") })
    }

    @Test func altYCopiesTheSelectedReplyAsItsMarkdownAndAltVShowsTheSource() async throws {
        let clipboard = RecordingClipboard()
        let (app, _) = await chat(clipboard: clipboard)
        await app.press(.altUp, .alt("y"))
        #expect(clipboard.copies == [Self.reply])
        #expect(!app.text.contains("```"))
        await app.press(.alt("v"))
        #expect(app.text.contains("```python"), "raw mode shows the fences")
        await app.press(.alt("v"))
        #expect(!app.text.contains("```"))
    }

    @Test func slashSearchesNAndShiftNMoveAndEscEnds() async throws {
        let (app, _) = await chat(clipboard: RecordingClipboard())
        await app.type("/")
        #expect(app.text.contains("Search:"))
        await app.type("block")
        await app.press(.enter)
        #expect(app.text.contains("match 1 of 1"), "\(app.text)")
        await app.press(.escape)
        await app.press(.ctrl("f"))
        await app.press(.ctrl("u"))
        await app.type("e")
        await app.press(.enter)
        let total = try #require(app.screen.textLines().first { $0.contains(" of ") && $0.contains("match") })
        await app.type("n")
        let after = try #require(app.screen.textLines().first { $0.contains(" of ") && $0.contains("match") })
        #expect(total != after, "n moved to an older match")
        let screen = app.screen
        let highlighted = (0..<screen.size.height).contains { y in
            (0..<screen.size.width).contains { screen[$0, y].style == Theme.standard.style(.searchMatch) }
        }
        #expect(highlighted)
        await app.type("N")
        #expect(app.screen.textLines().contains(total))
        #expect(app.screen.textLines().last?.contains("Esc end search") == true, "the bar names what Esc does now")
        await app.press(.escape)
        let ended = app.screen.textLines()
        #expect(!ended.joined().contains("match "))
        #expect(!ended.joined().contains("▌"), "ending the search no longer selects its match")
        #expect(ended.last?.contains("Esc back") == true, "the next Esc leaves, and the bar says so: \(ended.last ?? "")")
        await app.type("n")
        #expect(app.screen.textLines().contains { $0.contains("› n") }, "without a search n types")
    }

    @Test func aSearchWithoutMatchesSaysSoAndDoesNotMove() async throws {
        let (app, _) = await chat(clipboard: RecordingClipboard())
        await app.press(.ctrl("f"))
        await app.type("zebra")
        await app.press(.enter)
        #expect(app.text.contains("no match for “zebra”"))
    }
}
