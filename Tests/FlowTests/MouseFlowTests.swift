import AppComposition
import AppTestSupport
import DataAccess
import DomainDoubles
import Domain
import Presentation
import TerminalUI
import Testing

/// The mouse wheel (`[ui] mouse`): text scrolls three lines a step, lists move as ↑ ↓ do, a
/// chat's conversation scrolls without touching the input, and a question is never answered.
@MainActor
@Suite("The mouse wheel through the real application loop")
struct MouseWheelFlowTests {
    @Test("on Explore the wheel moves the selected section's selection as ↑ ↓ do")
    func wheelMovesTheListSelection() async {
        let wheeled = await AppDriver(path: [.explore])
        await wheeled.press(.wheelDown, .wheelDown, .wheelDown, .wheelUp)
        let arrowed = await AppDriver(path: [.explore])
        await arrowed.press(.down, .down)
        #expect(wheeled.text == arrowed.text)
        #expect(!wheeled.text.contains("▸ Captain Rivers"), "the selection moved from the first row")
    }

    /// A feed's article of twenty paragraphs, opened in the reader.
    private func longArticle() async throws -> AppDriver {
        var item = FetchedItem()
        item.guid = "long"
        item.title = "A long read"
        item.summaryText = (1...20).map { "Paragraph \($0) of a long read." }.joined(separator: "\n\n")
        return try await FeedItemReader.open(item)
    }

    @Test("on Explore the wheel over another section selects it and moves there; over the selected one it moves as ↑ ↓")
    func wheelOverASectionSelectsIt() async {
        let app = await AppDriver(path: [.explore], size: Size(width: 100, height: 30))
        await app.turnWheel(.wheelDown, overColumn: 70, row: 3)
        #expect(app.text.contains("▸ 美玲 Mei-Ling"), "Popular, under the pointer, took the wheel from its first row")
        #expect(app.text.contains("▸ 健二 Kenji"), "Featured keeps its own selection")
        await app.turnWheel(.wheelDown, overColumn: 70, row: 3)
        #expect(app.text.contains("▸ Biscuit"))
        await app.turnWheel(.wheelDown, overColumn: 10, row: 20)
        #expect(app.text.contains("▸ Women"), "Categories, at the bottom left, took the wheel")
    }

    @Test("on Explore the wheel over the status bar, outside every section, does nothing")
    func wheelOverTheStatusBarDoesNothing() async {
        let app = await AppDriver(path: [.explore], size: Size(width: 100, height: 30))
        let before = app.text
        await app.turnWheel(.wheelDown, overColumn: 40, row: 29)
        #expect(app.text == before)
    }

    @Test("on Explore while the filter is typed, the wheel and a click act on the section under the pointer too")
    func mouseWhileTheFilterIsTyped() async {
        let app = await AppDriver(path: [.explore], size: Size(width: 100, height: 30))
        await app.press(.char("/"))
        await app.type("a")
        await app.click(column: 70, row: 4)
        #expect(app.screen.textLines()[4].contains("▸"), "the clicked row of Popular is selected: \(app.text)")
        await app.turnWheel(.wheelDown, overColumn: 70, row: 4)
        #expect(app.screen.textLines()[5].contains("▸"), "the wheel moves on in Popular")
        #expect(app.text.contains(" / a"), "the filter is still typed")
    }

    @Test("in an article and in Help a wheel step scrolls three lines, as j three times")
    func wheelScrollsTextThreeLines() async throws {
        let wheeled = try await longArticle(), arrowed = try await longArticle()
        await wheeled.press(.wheelDown)
        #expect(wheeled.text != arrowed.text, "the article scrolled")
        await arrowed.press(.char("j"), .char("j"), .char("j"))
        #expect(wheeled.text == arrowed.text)
        await wheeled.press(.wheelUp)
        await arrowed.press(.char("k"), .char("k"), .char("k"))
        #expect(wheeled.text == arrowed.text)

        await wheeled.press(.char("?"))
        let helpOpened = wheeled.text
        await wheeled.press(.wheelDown, .wheelDown)
        await arrowed.press(.char("?"), .char("j"), .char("j"), .char("j"), .char("j"), .char("j"), .char("j"))
        #expect(wheeled.router.sheet == .help)
        #expect(wheeled.text == arrowed.text)
        #expect(wheeled.text != helpOpened, "Help scrolled")
    }

    @Test("in a chat the wheel scrolls the conversation and never brings back a sent message, as ↑ does")
    func wheelScrollsTheChatNotTheInput() async throws {
        let (app, responder) = await AppDriver.mochiChat(size: Size(width: 80, height: 16))
        let reply = (1...20).map { "Line \($0) of the reply." }.joined(separator: "\n\n")
        #expect(await app.send("Hi", answeredWith: reply, by: responder) { $0.contains("Line 20 of") && !$0.contains("is typing") })
        await app.press(.wheelUp)
        #expect(app.text.contains("scrolled up"), "\(app.text)")
        #expect(app.text.contains("› Message Mochi 🍡…"), "the input stays empty")
        await app.press(.wheelDown)
        #expect(!app.text.contains("scrolled up"))
        #expect(app.text.contains("› Message Mochi 🍡…"))
    }

    @Test("over a question (delete a chat?) the wheel does nothing; the answer still counts")
    func wheelNeverAnswersAQuestion() async throws {
        let (app, deps) = await AppDriver.chatsAskingToDeleteAChat()
        await app.press(.wheelDown, .wheelUp)
        #expect(app.router.alert?.title == "Delete chat")
        await app.type("y")
        #expect(app.router.alert == nil)
        #expect(try await deps.chatStore.chats().count == 2)
    }

    @Test("while the terminal is too small the wheel is not counted among the keys that did nothing")
    func wheelWhileTooSmallIsNotCounted() async {
        let app = await AppDriver(path: [.explore])
        await app.resize(to: Size(width: 20, height: 5))
        await app.press(.wheelDown, .enter)
        await app.resize(to: Size(width: 80, height: 24))
        #expect(app.router.notice?.text == "1 key pressed while the terminal was too small did nothing")
    }
}

/// Clicks (`[ui] mouse`): a click selects the row under it, a double click opens it as Enter does.
@MainActor
@Suite("Mouse clicks through the real application loop")
struct MouseClickFlowTests {
    private let size = Size(width: 100, height: 30)

    @Test("on Explore a click selects the section and the row under it; a double click opens it")
    func clickSelectsAndDoubleClickOpens() async {
        let app = await AppDriver(path: [.explore], size: size)
        await app.click(column: 70, row: 3)
        #expect(app.text.contains("▸ Biscuit"), "the third row of Popular")
        #expect(app.router.path == [.explore])
        await app.click(column: 70, row: 3, isDouble: true)
        #expect(app.router.top == .chat(avatarID: "fx-dog-biscuit"), "a double click opened the chat: \(app.router.path)")
    }

    @Test("a click on a box's border or below the last row selects nothing, and a double click there opens nothing")
    func clickOffTheRowsDoesNothing() async {
        let app = await AppDriver(path: [.explore], size: size)
        await app.click(column: 10, row: 0)
        await app.click(column: 10, row: 0, isDouble: true)
        await app.click(column: 10, row: 8, isDouble: true)
        #expect(app.router.path == [.explore])
        #expect(app.text.contains("▸ 健二 Kenji"))
    }

    @Test("while a search is typed in Chats, a double click on a result opens its chat, as in a list")
    func doubleClickWhileASearchIsTyped() async throws {
        var deps = AppDependencies.mock
        deps.chatStore = await FixtureChats.store()
        let app = await AppDriver(deps: deps, path: [.explore, .chats], size: size)
        await app.type("/o")
        #expect(await app.waitUntil { $0.contains("found") })
        let rows = app.screen.textLines()
        let first = try #require(rows.indices.first { rows[$0].contains("▸") })
        await app.click(column: 10, row: first, isDouble: true)
        guard case .savedChat = app.router.top else {
            Issue.record("the result's chat opened: \(app.router.path)")
            return
        }
    }

    @Test("in Chats a click selects the conversation; over the delete question it does nothing")
    func clickInChatsAndOverAQuestion() async throws {
        var deps = AppDependencies.mock
        deps.chatStore = await FixtureChats.store()
        let app = await AppDriver(deps: deps, path: [.explore, .chats], size: size)
        let rows = app.screen.textLines()
        let second = try #require(rows.indices.filter { rows[$0].contains("▸") }.first) + 1
        await app.click(column: 10, row: second)
        #expect(app.screen.textLines()[second].contains("▸"), "the row under the click is selected")
        await app.type("d")
        await app.click(column: 10, row: second, isDouble: true)
        #expect(app.router.alert?.title == "Delete chat")
        await app.press(.escape)
        #expect(try await deps.chatStore.chats().count == 3)
    }
}

/// A click on a button ("[g] Continue as guest", "[Esc] Cancel") presses its key, once.
@MainActor
@Suite("Mouse clicks on buttons")
struct MouseButtonFlowTests {
    /// The cell of the first character of `label` on screen.
    private func cell(of label: String, in app: AppDriver) throws -> (column: Int, row: Int) {
        let lines = app.screen.textLines()
        let row = try #require(lines.firstIndex { $0.contains(label) }, "\(app.text)")
        let offset = try #require(lines[row].range(of: label)).lowerBound
        return (lines[row][..<offset].count, row)
    }

    @Test("on Welcome a click on [g] continues as a guest")
    func welcomeGuestButton() async throws {
        let app = await AppDriver(path: [.welcome], size: Size(width: 100, height: 30))
        let guest = try cell(of: "[g] Continue as guest", in: app)
        await app.click(column: guest.column + 2, row: guest.row)
        #expect(app.router.path == [.explore])
    }

    @Test("in New avatar a double click on [Tab] moves one field, and [Esc] Cancel closes the empty form")
    func formButtons() async throws {
        let app = await AppDriver(path: [.explore], size: Size(width: 100, height: 30))
        await app.press(.char("n"))
        let tab = try cell(of: "[Tab] Next field", in: app)
        await app.click(column: tab.column, row: tab.row)
        await app.click(column: tab.column, row: tab.row, isDouble: true)
        await app.type("x")
        #expect(app.router.notice == CreateAvatarPresenter.characterHint, "one Tab: the focus is on Character, not past it")
        let cancel = try cell(of: "[Esc] Cancel", in: app)
        await app.click(column: cancel.column + 1, row: cancel.row)
        #expect(app.router.sheet == nil)
    }
}
