import AppComposition
import AppTestSupport
import DataAccess
import DomainDoubles
import Presentation
import SnapshotTesting
import TerminalSnapshotting
import TerminalUI
import Testing

/// Asserts the driver's screen against the flow's next numbered snapshot.
@MainActor
final class FlowRecorder {
    private let driver: AppDriver
    private let flow: String
    private var step = 0

    init(_ driver: AppDriver, flow: String) {
        self.driver = driver
        self.flow = flow
    }

    func expectScreen(
        _ name: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        step += 1
        let label = step < 10 ? "0\(step)-\(name)" : "\(step)-\(name)"
        assertSnapshot(of: driver.screen, as: .screen, named: label, fileID: fileID, file: filePath,
                       testName: flow, line: line, column: column)
    }
}

extension AppDriver {
    /// Opens New avatar (`n`), fills in the name, what it is doing (the character left as it is)
    /// and where, and presses Enter.
    func makeAvatar(name: String, doing: String, where place: String) async {
        await press(.char("n"))
        await type(name)
        await press(.tab, .tab)
        await type(doing)
        await press(.tab)
        await type(place)
        await press(.enter)
    }

    /// In the settings of an avatar the user made (its name field focused), types a new name and
    /// what it is doing over the old ones, and saves (Ctrl-S).
    func retypeAvatar(name: String, doing: String) async {
        await press(.ctrl("u"))
        await type(name)
        await press(.tab, .ctrl("u"))
        await type(doing)
        await press(.ctrl("s"))
    }

    /// The app on Mochi's chat, answered by a hand-fed responder; `adjust` sets the other doubles.
    static func mochiChat(
        size: Size = Size(width: 80, height: 24), adjusting adjust: (inout AppDependencies) -> Void = { _ in }
    ) async -> (AppDriver, ScriptedResponder) {
        let responder = ScriptedResponder()
        var deps = AppDependencies.mock
        deps.responder = responder
        adjust(&deps)
        return (await AppDriver(deps: deps, path: [.explore, .chat(avatarID: "fx-cat-mochi")], size: size), responder)
    }

    /// Mochi's chat with "tell me a story" sent to a hand-fed responder: the app, its
    /// dependencies and the reply's stream, to feed and finish.
    static func mochiAskedForAStory()
        async throws -> (AppDriver, AppDependencies, AsyncThrowingStream<String, Error>.Continuation)
    {
        let responder = ScriptedResponder()
        var deps = AppDependencies.mock
        deps.responder = responder
        let app = await AppDriver(deps: deps, path: [.explore, .chat(avatarID: "fx-cat-mochi")])
        await app.type("tell me a story")
        await app.press(.enter)
        return (app, deps, try #require(await responder.stream(0)))
    }

    /// Mochi's chat with one message answered ("Hi", "First answer."), `draft` typed in the input
    /// and Alt-d asking to delete the selected message; the app and its chat store.
    static func mochiChatAskingToDeleteAMessage(draft: String) async -> (AppDriver, InMemoryChatStore) {
        let store = InMemoryChatStore(clock: FixtureCatalog.clock)
        let (app, responder) = await mochiChat { $0.chatStore = store }
        await app.send("Hi", answeredWith: "First answer.", by: responder)
        await app.type(draft)
        await app.press(.alt("d"))
        #expect(app.router.alert?.title == "Delete message")
        return (app, store)
    }

    /// Chats over the fixture's three chats at `size`, `d` asking to delete the selected one; the
    /// app and its dependencies.
    static func chatsAskingToDeleteAChat(size: Size = Size(width: 80, height: 24)) async -> (AppDriver, AppDependencies) {
        var deps = AppDependencies.mock
        deps.chatStore = await FixtureChats.store()
        let app = await AppDriver(deps: deps, path: [.explore, .chats], size: size)
        await app.type("d")
        #expect(app.router.alert?.title == "Delete chat")
        return (app, deps)
    }

    /// Sends `message` and has `responder` answer `reply` whole; returns whether the screen then
    /// showed `answered` in time: unless given, the reply in full and ended.
    @discardableResult
    func send(
        _ message: String, answeredWith reply: String, by responder: ScriptedResponder,
        until answered: ((String) -> Bool)? = nil
    ) async -> Bool {
        let asked = responder.requests + 1
        await type(message)
        await press(.enter)
        await waitUntil { _ in responder.requests == asked }
        responder.feed(reply)
        responder.finish()
        return await waitUntil { answered?($0) ?? ($0.contains(reply) && !$0.contains("is typing")) }
    }
}

extension AppRoute {
    /// The article's id when this is the reader.
    var articleID: String? {
        if case .article(let id, _) = self { id } else { nil }
    }
}
