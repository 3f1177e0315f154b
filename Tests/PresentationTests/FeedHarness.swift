import Domain
import DomainDoubles
import Foundation
import Presentation
import Synchronization

/// A `FeedCache` that records every window asked for, over `FakeFeedCache`: to show that lists
/// read windows, never every item.
final class WindowRecordingCache: FeedCache {
    let base = FakeFeedCache()
    private let windows = Mutex<[FeedItemQuery]>([])

    /// The item queries asked for, in order.
    var queries: [FeedItemQuery] { windows.withLock { $0 } }
    private let counted = Mutex<[FeedItemQuery]>([])
    /// The queries counted (`counts`), in order.
    var countedQueries: [FeedItemQuery] { counted.withLock { $0 } }
    let hold = WindowHold()

    func store(_ fetched: FetchedFeed, feed: String, validators: FeedValidators, at time: Date) async throws -> FeedStoreCounts {
        try base.store(fetched, feed: feed, validators: validators, at: time)
    }
    func recordNotModified(feed: String, at time: Date) async throws { try base.recordNotModified(feed: feed, at: time) }
    func recordFailure(feed: String, reason: String, at time: Date) async throws {
        try base.recordFailure(feed: feed, reason: reason, at: time)
    }
    func recordMove(feed: String, to address: String?, at time: Date) async throws {
        try base.recordMove(feed: feed, to: address, at: time)
    }
    func moveFeed(_ feed: String, to newFeed: String) async throws { try base.moveFeed(feed, to: newFeed) }
    func statuses() async throws -> [FeedStatus] { base.statuses() }
    func items(_ query: FeedItemQuery) async throws -> [FeedItem] {
        windows.withLock { $0.append(query) }
        await hold.pass(offset: query.offset)
        return base.items(query)
    }
    func item(id: Int64) async throws -> FeedItem? { base.item(id: id) }
    /// Counted by the cache as the SQLite one counts it, from an index: no window is read.
    func position(of id: Int64, in query: FeedItemQuery) async throws -> Int? { try await base.position(of: id, in: query) }
    func count(_ query: FeedItemQuery) async throws -> Int { base.count(query) }
    func setRead(_ ids: [Int64], _ isRead: Bool) async throws { try base.setRead(ids, isRead) }
    func markAllRead(_ query: FeedItemQuery) async throws { try base.markAllRead(query) }
    func setBookmarked(_ id: Int64, _ isBookmarked: Bool) async throws { try base.setBookmarked(id, isBookmarked) }
    func keep(_ item: FeedItem, bookmarked: Bool) async throws -> Int64 { try base.keep(item, bookmarked: bookmarked) }
    func removeMarks() async throws { try base.removeMarks() }
    func lastFetches() async throws -> [String: Date] { base.lastFetches() }
    func newestItemID() async throws -> Int64 { base.newestItemID() }
    func counts(_ query: FeedItemQuery) async throws -> (all: Int, unread: Int) {
        counted.withLock { $0.append(query) }
        var all = query, unread = query
        (all.unreadOnly, unread.unreadOnly) = (false, true)
        return (base.count(all), base.count(unread))
    }
}

/// Holds the next window read from an offset on until `open()`: to show what a key or a
/// reload does not wait for, and what happens when a read lands late.
actor WindowHold {
    private var from: Int?
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private(set) var isHolding = false

    func close(from offset: Int) { from = offset }

    func pass(offset: Int) async {
        guard let from, offset >= from else { return }
        self.from = nil
        isHolding = true
        await withCheckedContinuation { waiting.append($0) }
    }

    func open() {
        from = nil
        isHolding = false
        waiting.forEach { $0.resume() }
        waiting = []
    }
}

/// Feed presenters over Domain doubles: a feed list, a cache filled through `store` as a
/// refresh fills it, a fixed clock.
@MainActor
struct FeedHarness {
    static let now = Date(timeIntervalSince1970: 1_773_478_800)
    static let tech = "https://tech.example.org/feed"
    static let club = "https://club.example.org/feed"

    let router = Router(path: [.explore, .feeds])
    let cache = WindowRecordingCache()
    let list: FakeFeedListStore
    let opener = RecordingURLOpener()
    let activity: FeedRefreshActivity
    let editor: ScriptedFeedListEditor
    let interactor: FeedReadingInteractor
    /// What the Add feed form tells the Feeds screen (`feeds()`, `addFeed()`).
    let addedFeeds = AddedFeedTrail()

    /// `edit` is what the user's editor does to the list (`E`); nothing unless given.
    init(
        profile: Profile? = nil, runner: FeedRefreshRunner = .none, feeds: [(String, [String])]? = nil,
        cannotStore: StorageFailure? = nil, edit: @escaping @Sendable (FakeFeedListStore) throws -> Void = { _ in }
    ) throws {
        let subscriptions = try (feeds ?? [(Self.tech, ["technology", "~Tech 技術"]), (Self.club, ["premium", "club"])])
            .map { FeedSubscription(address: try FeedAddress($0.0), words: $0.1) }
        let list = FakeFeedListStore(FeedList(feeds: subscriptions))
        self.list = list
        editor = ScriptedFeedListEditor { try edit(list) }
        activity = FeedRefreshActivity(runner: runner, clock: .fixed(Self.now), cannotStore: cannotStore)
        interactor = FeedReadingInteractor(
            list: list, cache: cache, profiles: FakeProfileService(profile), opener: opener, editor: editor,
            clock: .fixed(Self.now))
    }

    /// A harness whose cache holds `count` items of Example Tech Daily (`fill`).
    static func filled(count: Int) async throws -> FeedHarness {
        let harness = try FeedHarness()
        try await harness.fill(tech, count: count)
        return harness
    }

    /// Stores `count` items into `feed` at `time` (now unless given), the newest `newest` seconds
    /// before it, one a minute older each; titles "<prefix> 0", "<prefix> 1", … newest first.
    @discardableResult
    func fill(
        _ feed: String, count: Int, prefix: String = "Item", newest: TimeInterval = 60, at time: Date = Self.now,
        texts: (Int) -> (String, [String]) = { _ in ("", []) }
    ) async throws -> Int {
        let items = (0..<count).map { index in
            var item = FetchedItem()
            item.guid = "\(prefix)-\(index)"
            item.title = "\(prefix) \(index)"
            item.published = time.addingTimeInterval(-newest - Double(index) * 60)
            (item.contentText, item.links) = texts(index)
            item.summaryText = "Summary of \(prefix) \(index)"
            return item
        }
        return try await cache.store(FetchedFeed(title: "Own title", siteLink: "", items: items), feed: feed,
                                     validators: FeedValidators(), at: time).newItems
    }

    /// The presenters date their rows by `clock`: the harness's fixed one unless given.
    func items(_ scope: FeedItemScope, clock: NowProvider = .fixed(Self.now)) -> FeedItemsPresenter {
        FeedItemsPresenter(scope: scope, interactor: interactor, activity: activity, router: router, clock: clock)
    }

    func feeds(clock: NowProvider = .fixed(Self.now)) -> FeedsPresenter {
        FeedsPresenter(interactor: interactor, activity: activity, router: router, clock: clock, addedFeeds: addedFeeds)
    }

    /// The Add feed form over the Feeds screen of `feeds()`.
    func addFeed() -> AddFeedPresenter {
        AddFeedPresenter(interactor: interactor, router: router, trail: addedFeeds)
    }

    func article(_ id: Int64, place: FeedItemPlace? = nil, clock: NowProvider = .fixed(Self.now)) -> FeedArticlePresenter {
        FeedArticlePresenter(itemID: id, place: place, interactor: interactor, activity: activity, router: router, clock: clock)
    }
}
