import AppComposition
import DataAccess
import Domain
import Foundation
import Presentation
import TerminalUI
import TestSupport

/// Very large texts in a 100x30 app over a real SQLite database: a feed item of 7 MB of
/// paragraphs opened from its list (Enter until the first frame, and until its text shows),
/// then `G` and a search in it; a chat with a reply of 50,000 short lines (1 MB) opened (until
/// its first frame, and until the whole reply is laid out), resized and shown as its source
/// (Alt-v). `aichats-bench bigtext` runs only these.
enum BigTextBenchmark {
    static let size = Size(width: 100, height: 30)

    @MainActor
    static func run() async {
        do {
            let folder = try TemporaryFolder()
            let database = try AppDatabase(folder: folder.url)
            await feedArticle(database: database)
            await chatReply(database: database)
        } catch {
            print("big text benchmark skipped: \(error)")
        }
    }

    /// The item's text: paragraphs of about 1 KB, a blank line between them, 7 MB in all.
    static func articleText() -> String {
        let sentence = "The committee met again on Tuesday to weigh the harbour plan, and agreed on nothing. "
        let paragraph = String(repeating: sentence, count: 12)
        return Array(repeating: paragraph, count: 7_000_000 / paragraph.utf8.count).joined(separator: "\n\n")
    }

    @MainActor
    private static func feedArticle(database: AppDatabase) async {
        let url = "https://big.example.com/feed.xml"
        let cache = SQLiteFeedCache(database: database)
        var item = FetchedItem()
        item.guid = url + "#1"
        item.link = "https://big.example.com/1"
        item.title = "A very long article"
        item.contentText = articleText() + "\n\nThe lighthouse at the end."
        guard let address = try? FeedAddress(url),
              (try? await cache.store(FetchedFeed(title: "Big", siteLink: url, items: [item]), feed: url,
                                      validators: FeedValidators(), at: Date())) != nil
        else { return print("feed article benchmark skipped") }
        var deps = AppDependencies.live(database: database)
        deps.useFeeds(list: FixtureFeedList([FeedSubscription(address: address, words: [])]), cache: cache, runner: .none)
        let terminal = HeadlessTerminal(size: size)
        let app = Application(deps: deps, router: Router(path: [.explore, .feedItems(.all)]), terminal: terminal, theme: .standard)
        await app.syncModules()
        // The list reads its window of items after it appears: Enter waits for the row, as a user would.
        while !app.compose(size: size).textLines().contains(where: { $0.contains("A very long article") }) {
            try? await Task.sleep(for: .milliseconds(1))
        }
        app.render()
        let start = ContinuousClock.now
        await app.handle(.key(.enter))
        let firstFrame = milliseconds(ContinuousClock.now - start)
        let firstText = app.compose(size: size).textLines().contains { $0.contains("The committee met") }
        let key = await timed { await app.handle(.key(.char("j"))) }
        let whole = await waitUntilLaidOut(app, since: start)
        print(String(format: "open a 7 MB feed item from its list: first frame %.0f ms (its text there: %@), a key then %.1f ms, the whole text laid out %.0f ms",
                     firstFrame, firstText ? "yes" : "no", key, whole))
        let end = await timed { await app.handle(.key(.char("G"))) }
        let lighthouse = app.compose(size: size).textLines().contains { $0.contains("lighthouse") }
        var search = 0.0
        for key: Key in [.char("/"), .char("l"), .char("i"), .char("g"), .char("h"), .char("t"), .enter] {
            search += await timed { await app.handle(.key(key)) }
        }
        let resize = await timed { await resized(app, terminal, to: Size(width: 80, height: 24)) }
        let resizedWhole = await waitUntilLaidOut(app, since: .now, at: Size(width: 80, height: 24))
        print(String(format: "  in it: G %.1f ms (end shown: %@), a search typed and run %.1f ms, a resize %.0f ms (laid out whole %.0f ms later)",
                     end, lighthouse ? "yes" : "no", search, resize, resizedWhole))
    }

    @MainActor
    private static func chatReply(database: AppDatabase) async {
        let deps = AppDependencies.live(database: database)
        guard let avatar = try? await deps.avatars.allAvatars().items.first,
              let chat = try? await deps.chatStore.chat(for: avatar.id) else { return print("chat reply benchmark skipped") }
        let lines = (0..<50_000).map { "Line \($0) of the list" }.joined(separator: "\n")
        _ = try? await deps.chatStore.append(ChatMessage(role: .user, text: "List", sentAt: Date()), to: chat.id)
        _ = try? await deps.chatStore.append(ChatMessage(role: .assistant, text: lines, sentAt: Date()), to: chat.id)
        let terminal = HeadlessTerminal(size: size)
        let app = Application(deps: deps, router: Router(path: [.explore, .chat(avatarID: avatar.id)]),
                              terminal: terminal, theme: .standard)
        let open = await timed {
            await app.syncModules()
            app.render()
        }
        let openedEnd = app.compose(size: size).textLines().contains { $0.contains("Line 49999 of the list") }
        let keyMeanwhile = await timed { await app.handle(.key(.ctrlUp)) }
        let openWhole = await waitUntilLaidOut(app, since: .now, saying: "laying out the reply")
        await app.handle(.key(.ctrlEnd))
        print(String(format: "a reply of 50,000 short lines (1 MB): open %.0f ms (its end there: %@), a key then %.1f ms, the whole reply laid out %.0f ms later",
                     open, openedEnd ? "yes" : "no", keyMeanwhile, openWhole))
        let narrow = Size(width: 90, height: 30)
        let resize = await timed { await resized(app, terminal, to: narrow) }
        let resizeWhole = await waitUntilLaidOut(app, since: .now, at: narrow, saying: "laying out the reply")
        let raw = await timed { await app.handle(.key(.alt("v"))) }
        let rawWhole = await waitUntilLaidOut(app, since: .now, at: narrow, saying: "laying out the reply")
        let rendered = await timed { await app.handle(.key(.alt("v"))) }
        let renderedWhole = await waitUntilLaidOut(app, since: .now, at: narrow, saying: "laying out the reply")
        let pageUp = await timed { await app.handle(.key(.pageUp)) }
        print(String(format: "  in it: PgUp %.1f ms; a resize %.0f ms, Alt-v %.0f ms and back %.0f ms (laid out anew %.0f, %.0f, %.0f ms later)",
                     pageUp, resize, raw, rendered, resizeWhole, rawWhole, renderedWhole))
    }

    @MainActor
    private static func resized(_ app: Application, _ terminal: HeadlessTerminal, to size: Size) async {
        terminal.size = size
        await app.handle(.resize(size))
    }

    /// The milliseconds `body` took.
    @MainActor
    private static func timed(_ body: () async -> Void) async -> Double {
        let start = ContinuousClock.now
        await body()
        return milliseconds(ContinuousClock.now - start)
    }

    /// The milliseconds from `start` until the reader's text is laid out whole (the footer no
    /// longer says it is being laid out), or the chat's reply (`note`: the rule's).
    @MainActor
    private static func waitUntilLaidOut(
        _ app: Application, since start: ContinuousClock.Instant, at size: Size = BigTextBenchmark.size,
        saying note: String = "laying out the text"
    ) async -> Double {
        while app.compose(size: size).textLines().contains(where: { $0.contains(note) }) {
            try? await Task.sleep(for: .milliseconds(1))
        }
        return milliseconds(ContinuousClock.now - start)
    }
}
