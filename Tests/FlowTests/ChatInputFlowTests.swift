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

@MainActor
@Suite("Chat input through the real application loop: lines, pastes, recall, scrolling")
struct ChatInputFlowTests {
    let mochi: [AppRoute] = [.explore, .chat(avatarID: "fx-cat-mochi")]

    /// The app's chat with Mochi, a hand-fed responder answering.
    func chat(size: Size = Size(width: 80, height: 24)) async -> (AppDriver, ScriptedResponder) {
        await AppDriver.mochiChat(size: size)
    }

    /// The screen rows, trimmed, that hold `text`.
    func rows(containing text: String, in app: AppDriver) -> [Int] {
        app.screen.textLines().indices.filter { app.screen.textLines()[$0].contains(text) }
    }

    @Test func altEnterAndCtrlJStartNewLinesAndEnterSendsOneMessageOfSeveralLines() async throws {
        let (app, responder) = await chat()
        await app.type("Roses are red,")
        await app.press(.altEnter)
        await app.type("violets 是蓝色 🌸")
        await app.press(.ctrl("j"))
        await app.type("end")
        #expect(responder.requests == 0, "new lines send nothing")
        let inputRows = rows(containing: "› Roses are red,", in: app)
        #expect(inputRows.count == 1)
        let first = try #require(inputRows.first)
        #expect(app.screen.textLines()[first + 1].contains("   violets 是蓝色 🌸"))
        #expect(app.screen.textLines()[first + 2].contains("   end"))

        await app.press(.enter)
        #expect(await app.waitUntil { _ in responder.requests == 1 })
        responder.feed("Purr.")
        responder.finish()
        #expect(await app.waitUntil { !$0.contains("is typing") })
        let sent = try #require(rows(containing: "  Roses are red,", in: app).first)
        #expect(app.screen.textLines()[sent + 1].hasPrefix("   violets 是蓝色 🌸"))
        #expect(app.screen.textLines()[sent + 2].hasPrefix("   end"))
        #expect(app.text.contains("› Message Mochi 🍡…"), "the input is empty again, one row high")
    }

    @Test func aPasteOfThreeLinesIsOneEditAndIsNotSent() async throws {
        let (app, responder) = await chat()
        await app.type("Look: ")
        await app.paste("line one\r\nline 二\rline 😀3\u{1B}[31m")
        #expect(responder.requests == 0)
        #expect(app.text.contains("Say hello to Mochi"), "nothing was sent")
        let first = try #require(rows(containing: "› Look: line one", in: app).first)
        #expect(app.screen.textLines()[first + 1].contains("   line 二"))
        #expect(app.screen.textLines()[first + 2].contains("   line 😀3 "), "the escape sequence is dropped")
        await app.press(.backspace)
        #expect(app.screen.textLines()[first + 2].contains("   line 😀 "), "one Backspace deletes one grapheme")
        await app.press(.enter)
        #expect(await app.waitUntil { _ in responder.requests == 1 })
        #expect(app.text.contains("\n   line 二"))
    }

    /// A wrong paste of 300 lines took ~600 Ctrl-U; Ctrl-X clears it, and Ctrl-_ brings back
    /// what Ctrl-X or a Ctrl-W too many took (t14 #12).
    @Test func ctrlXClearsThePasteAndCtrlUnderscoreUndoesEachEdit() async throws {
        let (app, responder) = await chat()
        await app.type("keep this")
        await app.paste((1...300).map { "log line \($0)" }.joined(separator: "\n"))
        await app.press(.ctrl("x"))
        #expect(app.text.contains("› Message Mochi 🍡…"), "the input is empty: \(app.text)")
        await app.press(.ctrl("_"))
        #expect(app.text.contains("log line 300"))
        await app.press(.ctrl("_"))
        #expect(!app.text.contains("log line"), "the paste is undone as one edit")
        #expect(app.text.contains("› keep this"))
        await app.press(.ctrl("w"), .ctrl("w"))
        #expect(app.text.contains("› Message Mochi 🍡…"))
        await app.press(.ctrl("_"))
        #expect(app.text.contains("› keep") && !app.text.contains("keep this"), "the last Ctrl-W is undone")
        await app.press(.enter)
        #expect(await app.waitUntil { _ in responder.requests == 1 })
        await app.press(.ctrl("_"))
        #expect(app.text.contains("› Message Mochi 🍡…"), "a sent message does not come back into the input")
    }

    @Test func upOnAnEmptyInputRecallsTheLastMessageAndUpDownMoveBetweenItsLines() async throws {
        let (app, responder) = await chat()
        await app.type("first")
        await app.press(.altEnter)
        await app.type("二行目")
        await app.press(.enter)
        #expect(await app.waitUntil { _ in responder.requests == 1 })
        responder.finish()
        #expect(await app.waitUntil { !$0.contains("is typing") })

        await app.press(.up)
        let first = try #require(rows(containing: "› first", in: app).first)
        #expect(app.screen.textLines()[first + 1].contains("   二行目"))
        #expect(app.screen.cursor?.y == first + 1)
        #expect(app.screen.cursor?.x == 3 + 6, "after three CJK characters, six cells")

        await app.press(.up)
        #expect(app.screen.cursor?.y == first, "Up in a message of several lines goes to the line above")
        #expect(app.screen.cursor?.x == 3 + 5, "as close to the same column as the line allows")
        await app.press(.down)
        #expect(app.screen.cursor?.y == first + 1)
        await app.press(.ctrl("a"))
        #expect(app.screen.cursor?.x == 3)
        await app.press(.ctrl("e"))
        await app.press(.ctrl("w"))
        #expect(app.screen.textLines()[first + 1].trimmingCharacters(in: .whitespaces).isEmpty)
        await app.press(.ctrl("u"))
        #expect(rows(containing: "› first", in: app) == [first + 1], "the line break went and the input is one row")
        await app.press(.ctrl("u"))
        #expect(app.text.contains("› Message Mochi 🍡…"))
    }

    /// One Ctrl-Home reaches the first message (it took one press a page: 118 for 5,000
    /// messages), and PgDn from there walks on through the pages that load below it.
    @Test func ctrlHomeGoesToTheFirstMessageAtOncePgDnLoadsNewerOnesAndCtrlEndReturns() async throws {
        var deps = AppDependencies.mock
        let store = InMemoryChatStore(clock: FixtureCatalog.clock)
        let chat = await store.chat(for: "fx-cat-mochi")
        let start = FixtureCatalog.clock.now().addingTimeInterval(-10_000)
        for index in 0..<(2 * ChatInteractor.pageSize + 10) {
            let role: ChatRole = index.isMultiple(of: 2) ? .user : .assistant
            _ = try await store.append(
                ChatMessage(role: role, text: "Message \(index)", sentAt: start.addingTimeInterval(Double(index) * 60)),
                to: chat.id)
        }
        deps.chatStore = store
        let app = await AppDriver(deps: deps, path: mochi)
        await app.type("draft")
        await app.press(.ctrlHome)
        #expect(rows(containing: "   Message 0 ", in: app).count == 1, "one Ctrl-Home shows the first message")
        #expect(app.text.contains(" the first message · PgDn loads newer ones"), "nothing older is above it")
        #expect(!app.text.contains("↑ older messages"))
        #expect(app.text.contains("› draft"), "Ctrl-Home does not move the input's cursor or change its text")
        var seen = Set<Int>(), presses = 0
        func readMessages() {
            for line in app.screen.textLines() {
                if let match = line.firstMatch(of: /Message (\d+)/), let number = Int(match.1) { seen.insert(number) }
            }
        }
        readMessages()
        await app.press(.pageDown)
        #expect(app.text.contains(" ↑ older messages · PgDn loads newer ones"), "a page down, the first message is above")
        readMessages()
        while !app.text.contains("Message 70"), presses < 100 {
            await app.press(.pageDown)
            presses += 1
            readMessages()
        }
        #expect(Set(0..<70).subtracting(seen).isEmpty, "no message skipped where a newer page loaded below")
        await app.press(.ctrlEnd)
        #expect(app.text.contains("Message 109"))
        #expect(!app.text.contains("scrolled up") && !app.text.contains("older messages"))
        await app.press(.ctrlUp)
        #expect(app.text.contains("scrolled up"), "Ctrl-↑ scrolls up a line")
        await app.press(.ctrlDown)
        #expect(!app.text.contains("scrolled up"))
    }

    /// On an empty input Home and End go to the chat's ends, as in a list; with text typed they
    /// move in the text.
    @Test func homeAndEndOnAnEmptyInputGoToTheChatsEnds() async throws {
        var deps = AppDependencies.mock
        let store = InMemoryChatStore(clock: FixtureCatalog.clock)
        let chat = await store.chat(for: "fx-cat-mochi")
        let start = FixtureCatalog.clock.now().addingTimeInterval(-10_000)
        for index in 0..<(ChatInteractor.pageSize + 10) {
            _ = try await store.append(
                ChatMessage(role: .user, text: "Message \(index)", sentAt: start.addingTimeInterval(Double(index) * 60)), to: chat.id)
        }
        deps.chatStore = store
        let app = await AppDriver(deps: deps, path: mochi)
        await app.press(.home)
        #expect(rows(containing: "   Message 0 ", in: app).count == 1, "Home on an empty input shows the first message")
        await app.press(.end)
        #expect(app.text.contains("Message 59") && !app.text.contains("older messages"), "End the newest")
        await app.type("ab")
        await app.press(.home)
        await app.type("x")
        #expect(app.text.contains("› xab"), "with text typed, Home moves in the input")
        #expect(!app.text.contains("   Message 0 "))
    }

    @Test func aMessageOfSeveralLinesKeepsItsLineBreaksInTheMarkdownExport() async throws {
        let temporary = try TemporaryFolder(made: false), folder = temporary.url
        var deps = AppDependencies.mock
        deps.exporter = FileDocumentExporter(folder: folder)
        let app = await AppDriver(deps: deps, path: mochi)
        await app.type("Dear Mochi,")
        await app.press(.altEnter)
        await app.type("你好 🐟")
        await app.press(.enter)
        #expect(await app.waitUntil { !$0.contains("is typing") && $0.contains("Ctrl-S export") })
        await app.press(.ctrl("s"))
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).first)
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        #expect(text.contains("\n\n> Dear Mochi,  \n> 你好 🐟\n"), "a hard break keeps the line break")
    }

    @Test func helpSaysWhatTheInputKeysDo() async {
        let (app, responder) = await chat()
        // With a message sent: ↑ brings it back, and there is a conversation to scroll.
        #expect(await app.send("Hi", answeredWith: "Hello", by: responder))
        await app.press(.function(1))
        // The chat's keys fill more than one screen: read a page at a time.
        var text = app.text
        for _ in 0..<4 {
            await app.press(.pageDown)
            text += app.text
        }
        #expect(text.contains("Alt-Enter/Ctrl-J"))
        #expect(text.contains("New line in the message"))
        #expect(text.contains("Your last sent message when the input is empty"))
        #expect(text.contains("Go to the chat's first message"))
    }
}
