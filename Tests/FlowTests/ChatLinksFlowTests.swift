import AppComposition
import AppTestSupport
import Domain
import DomainDoubles
import Presentation
import TerminalUI
import Testing

/// Alt-o lists a reply's links (the feed reader's Links list) to open one in the browser; long
/// footnote URLs go on at the line's start, so that a mouse selection copies no indent into them.
@MainActor
@Suite("Chat: a reply's links")
struct ChatLinksFlowTests {
    static let reply = "See [the docs](https://example.com/docs?a=1&b=2) and "
        + "[the spec](https://spec.example.org/very/long/path/that/keeps/going/and/going/and/going) or [docs again](https://example.com/docs?a=1&b=2)."

    func chat(opener: RecordingURLOpener, size: Size = Size(width: 60, height: 24)) async -> AppDriver {
        let (app, responder) = await AppDriver.mochiChat(size: size) { $0.urlOpener = opener }
        #expect(await app.send("Links?", answeredWith: Self.reply, by: responder) { $0.contains("[2] https://") })
        return app
    }

    @Test func altOListsTheNewestRepliesLinksAndADigitThenEnterOpensOne() async throws {
        let opener = RecordingURLOpener()
        let app = await chat(opener: opener)
        await app.press(.alt("o"))
        let text = app.text
        #expect(text.contains("Links · a number picks · Enter opens · Esc closes"), "\(text)")
        #expect(text.contains("▸ [1] https://example.com/docs?a=1&b=2"), "\(text)")
        #expect(!text.contains("[3]"), "one number per address, as the footnotes")
        await app.type("2")
        await app.press(.enter)
        #expect(await opener.opened.map(\.absoluteString)
                == ["https://spec.example.org/very/long/path/that/keeps/going/and/going/and/going"])
        #expect(!app.text.contains("Links · a number picks"), "opening closes the list")
        await app.press(.alt("o"), .escape)
        #expect(!app.text.contains("Links · a number picks"))
    }

    @Test func addressesWrittenOutInTheReplyAreListedAfterTheNumberedOnes() async throws {
        let opener = RecordingURLOpener()
        let (app, responder) = await AppDriver.mochiChat(size: Size(width: 80, height: 24)) { $0.urlOpener = opener }
        let reply = "Read https://example.com/a_b_(c), then [the docs](https://example.com/docs) "
            + "(or https://example.org/x). Not `https://code.example/no`."
        #expect(await app.send("Links?", answeredWith: reply, by: responder) { $0.contains("[1]") })
        await app.press(.alt("o"))
        let text = app.text
        #expect(text.contains("▸ [1] https://example.com/docs"), "\(text)")
        #expect(text.contains("In the text https://example.com/a_b_(c)") && text.contains("In the text https://example.org/x"), "\(text)")
        #expect(!text.contains("In the text https://code.example"), "code is no link: \(text)")
        await app.press(.down, .down, .enter)
        #expect(await opener.opened.map(\.absoluteString) == ["https://example.org/x"])
    }

    @Test func aDigitWhereNoLinkIsNumberedSaysHowToPick() async throws {
        let (app, responder) = await AppDriver.mochiChat(size: Size(width: 80, height: 24)) { $0.urlOpener = RecordingURLOpener() }
        #expect(await app.send("Where?", answeredWith: "At https://example.com/here.", by: responder) { $0.contains("/here.") })
        await app.press(.alt("o"))
        #expect(app.text.contains("▸ In the text https://example.com/here"), "\(app.text)")
        await app.type("1")
        #expect(app.router.notice?.text == "The message numbers no links: pick one with ↑ ↓")
    }

    /// A reply's links read as where they go, in its footnotes, in the list and in the notice;
    /// the browser gets the link as written.
    @Test func aMisleadingLinkIsShownAsWhereItGoesAndOpenedAsWritten() async throws {
        let opener = RecordingURLOpener()
        let (app, responder) = await AppDriver.mochiChat(size: Size(width: 80, height: 24)) { $0.urlOpener = opener }
        let reply = "Pay [here](https://paypal.com@evil.example/pay) or [there](https://\u{430}pple.com/)."
        #expect(await app.send("Links?", answeredWith: reply, by: responder) { $0.contains("[2] https://") })
        let footnotes = app.text
        #expect(footnotes.contains("[1] https://***@evil.example/pay") && footnotes.contains("[2] https://xn--pple-43d.com/"), "\(footnotes)")
        await app.press(.alt("o"))
        let list = app.text
        #expect(list.contains("▸ [1] https://***@evil.example/pay") && list.contains("  [2] https://xn--pple-43d.com/"), "\(list)")
        await app.press(.enter)
        #expect(await opener.opened.map(\.absoluteString) == ["https://paypal.com@evil.example/pay"])
        #expect(app.router.notice?.text == "Opened https://***@evil.example/pay in the browser")
    }

    @Test func helpListsAltO() async throws {
        let app = await chat(opener: RecordingURLOpener(), size: Size(width: 120, height: 80))
        let rows = await ListedKeysFlowTests().helpRows(app)
        #expect(rows.contains { $0.contains("Alt-o") && $0.contains("Links of the reply") }, "\(rows)")
    }

    @Test func aChatWithoutLinksSaysSo() async throws {
        let (app, responder) = await AppDriver.mochiChat(size: Size(width: 60, height: 24)) { $0.urlOpener = RecordingURLOpener() }
        #expect(await app.send("Hi", answeredWith: "Purr, no links here.", by: responder) { $0.contains("no links here") })
        await app.press(.alt("o"))
        #expect(app.router.notice?.text == "No reply with links in this chat.")
    }

    @Test func aLongFootnoteURLGoesOnAtTheLineStartWithNoIndent() async throws {
        let app = await chat(opener: RecordingURLOpener())
        let lines = app.screen.textLines()
        guard let row = lines.firstIndex(where: { $0.contains("[2] https://spec.example.org/") }) else {
            Issue.record("no footnote 2 in \(lines)")
            return
        }
        let next = lines[row + 1]
        // The conversation keeps one column free at its left edge.
        #expect(next.hasPrefix(" ") && !next.hasPrefix("  ") && next.dropFirst().first?.isLetter == true, "\(lines)")
        let joined = lines[row].split(separator: " ").last.map(String.init).map { $0 + next.dropFirst() }
        #expect(joined?.hasPrefix("https://spec.example.org/very/long/path/that/keeps/going") == true, "\(lines)")
    }
}
