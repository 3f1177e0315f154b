import AppComposition
import AppTestSupport
import Presentation
import TerminalUI
import Testing

/// Help lists the keys that act now, and scrolls when it is taller than the screen.
@MainActor
@Suite("Help through the real application loop")
struct HelpFlowTests {
    private let small = Size(width: 60, height: 16)

    /// The rows inside the help box (between its first and last "│"), trimmed.
    func rows(_ app: AppDriver) -> [String] {
        app.text.split(separator: "\n").map { line in
            let parts = line.split(separator: "│", omittingEmptySubsequences: false)
            let inside = parts.count >= 3 ? parts[1..<(parts.count - 1)].joined(separator: "│") : String(line)
            return inside.trimmingCharacters(in: .init(charactersIn: " ┃"))
        }
    }

    @Test func overAChatHelpIsF1AndQAndQuestionMarkAreNotListed() async {
        let app = await AppDriver(path: [.explore, .chat(avatarID: "fx-cat-mochi")], size: Size(width: 100, height: 40))
        #expect(app.text.contains("F1 help"))
        #expect(!app.text.contains("? help") && !app.text.contains("q quit"))
        await app.type("Hi")
        await app.press(.function(1))
        #expect(app.router.sheet == .help)
        // The chat's keys fill more than one screen: read the top, then the end.
        var lines = rows(app)
        await app.press(.end)
        lines += rows(app)
        #expect(lines.contains { $0.hasPrefix("F1") && $0.hasSuffix("Show this help (in Help: close it)") })
        #expect(!lines.contains { $0.hasPrefix("q ") || $0.hasPrefix("?") || $0.contains("?/F1") })
        #expect(!lines.contains { $0.hasPrefix("Esc/Backspace") }, "Esc and Backspace act in the chat, not as Back")
        #expect(lines.contains { $0.hasPrefix("Ctrl-C") })
    }

    /// While a reply streams, the keys that would change the conversation only say why they wait:
    /// neither the status bar nor help lists them, and each (Alt-[ too) says the same.
    @Test func whileAReplyStreamsOnlyTheKeysThatActAreListed() async {
        let (app, responder) = await AppDriver.mochiChat(size: Size(width: 100, height: 40))
        await app.type("Tell me a story")
        await app.press(.enter)
        #expect(await app.waitUntil { _ in responder.requests == 1 })
        responder.feed("Once upon a time")
        #expect(await app.waitUntil { $0.contains("Once upon a time") })
        #expect(app.text.contains("Esc stop"))
        #expect(!app.text.contains("Enter send") && !app.text.contains("Ctrl-O model"))
        for key in [Key.alt("["), .alt("]"), .alt("e"), .alt("d"), .ctrl("o"), .enter] {
            await app.press(key)
            #expect(app.router.notice == Notice("Wait for the reply to finish, Esc to stop it, or Alt-l to leave it writing"), "\(key)")
        }
        await app.press(.function(1))
        var lines = rows(app)
        await app.press(.end)
        lines += rows(app)
        let refused = ["Enter", "Ctrl-O", "Alt-[", "Alt-]", "Alt-e", "Alt-d"]
        #expect(!lines.contains { line in refused.contains { line.hasPrefix($0 + " ") } })
        #expect(lines.contains { $0.hasPrefix("Esc") && $0.hasSuffix("Stop the reply") })
        #expect(lines.contains { $0.hasPrefix("Ctrl-R") })
        responder.finish()
    }

    @Test func overAListQAndQuestionMarkAreListed() async {
        let app = await AppDriver(path: [.explore, .chats], size: Size(width: 100, height: 40))
        await app.press(.char("?"))
        let lines = rows(app)
        #expect(lines.contains { $0.hasPrefix("?/F1") })
        // `q` warns first while a reply is held unsaved (a full disk): its line says so.
        #expect(lines.contains { $0.hasPrefix("q ") && $0.hasSuffix(" Quit (warns first if a reply is unsaved; in Help: close it)") })
        #expect(lines.contains { $0.hasPrefix("Ctrl-C ") && $0.hasSuffix(" Quit (warns first if something is unsaved)") })
        await app.press(.char("q"))
        #expect(app.router.sheet == nil)
        #expect(!app.router.quitRequested, "q closes the help, as the help says")
    }

    @Test func theFilterBarShowsTheFilterKeys() async {
        let app = await AppDriver(path: [.explore, .category(.avatars(.cat))])
        await app.press(.char("/"))
        let bar = app.text.split(separator: "\n").last.map(String.init) ?? ""
        #expect(bar.contains("type to filter  Enter done  Esc clear  F1 help"))
        #expect(!bar.contains("? help"))
    }

    @Test func helpScrollsOnASmallScreen() async {
        let app = await AppDriver(path: [.explore], size: small)
        await app.press(.char("?"))
        #expect(app.text.contains("Move down"))
        #expect(!app.text.contains("Suspend"))
        #expect(app.text.contains("↑↓ scroll"))
        await app.press(.end)
        #expect(app.text.contains("Bookmarked (b)"), "the last marks, at the end")
        #expect(!app.text.contains("Move down"))
        await app.press(.home)
        #expect(app.text.contains("Move down"))
        await app.press(.pageDown)
        #expect(!app.text.contains("Move down"))
        await app.press(.char("k"), .char("k"), .pageUp)
        #expect(app.text.contains("Move down"))
        await app.press(.char("q"))
        #expect(app.router.sheet == nil)
        #expect(!app.router.quitRequested)
    }
}
