import Domain
import Foundation
import Observation

/// An item list: one feed's, one tag's, every feed's or the bookmarked items, newest first. It
/// holds only the pages around the selection (`+Window`), never every item.
@MainActor @Observable
public final class FeedItemsPresenter: FeaturePresenter<FeedReadingInteractor>, ScreenPresenter {
    /// Items are loaded this many at a time.
    public static let pageSize = 50

    public let scope: FeedItemScope
    /// The feed's name, the tag, "All feeds" or "Bookmarks".
    public private(set) var title: String
    /// How many items the scope has, and how many of them are unread.
    public internal(set) var count = 0
    public internal(set) var unreadCount = 0
    /// The cache's newest item id when the counts were read: `A` marks only the items counted,
    /// not those a refresh in another process (cron) stored since.
    var countedUpTo: Int64 = 0
    public internal(set) var selection = Selection()
    public internal(set) var loadError: String?
    public internal(set) var isLoaded = false
    /// The query being typed, or the one searched (`+Search`).
    public internal(set) var search = SearchLine()
    /// Only items whose title or summary holds this text are listed; blank for every item.
    public var searchText: String { search.shown }
    /// True after `l`: only the unread items are listed (`+Unread`).
    public internal(set) var showsUnreadOnly = false
    /// What failed at the last fetch of the list's feeds (one feed's, a tag's, every feed's), as
    /// the Feeds screen shows it; nil when nothing did.
    public private(set) var fetchFailure: FeedFetchFailure?
    /// The search being read: it reads every item of the list, so keys go on meanwhile.
    var searchTask: Task<Void, Never>?
    /// The query the list is being read for, typed since the search shown; nil when none is.
    var pendingSearch: String?
    /// The loaded pages, by page number.
    var pages: [Int: [FeedHeadline]] = [:]
    /// The pages being read, which a key that needs one waits for instead of reading it again.
    var pageLoads: [Int: Task<Void, Never>] = [:]
    /// Counts the reloads, so that a page read before one is not put among the new pages.
    var pagesGeneration = 0
    /// How many rows the list last showed (its keys say so), for what a reload reads ahead.
    var visibleRows = FeedItemsPresenter.pageSize
    public let activity: FeedRefreshActivity
    let trail: FeedReadingTrail?
    /// The item selected when the list was left, for when it is opened again.
    let memory: FeedItemsSelectionMemory?
    let gate: FeedGate
    /// The rows' ages count from the last reload.
    var loadTime: LoadTime

    public init(
        scope: FeedItemScope, interactor: FeedReadingInteractor, activity: FeedRefreshActivity, router: Router,
        trail: FeedReadingTrail? = nil, memory: FeedItemsSelectionMemory? = nil, clock: NowProvider
    ) {
        self.scope = scope
        self.trail = trail
        self.memory = memory
        self.activity = activity
        self.gate = FeedGate(interactor: interactor, router: router)
        self.loadTime = LoadTime(clock: clock)
        switch scope {
        case .all: title = "All feeds"
        case .feed(let url): title = FeedAddress.masked(url)
        case .tag(let tag): title = CategoryKind.title(ofTag: tag)
        case .bookmarks: title = "Bookmarks"
        }
        super.init(interactor: interactor, router: router)
    }

    public func onAppear() async {
        await readFeedStatus()
        activity.observe(self, whileShown: { [router, scope] in router.top == .feedItems(scope) }) { [weak self] in
            await self?.readFeedStatus()
            await self?.reloadKeepingSelection(followingTop: true)
        }
        _ = trail?.take()
        // Opened again, the list selects the item it had selected when it was left; one left on
        // the top row opens on the top row, so what came in while it was closed shows, as the top
        // row follows the newest items during a refresh.
        let left = isLoaded ? nil : memory?.selection(in: scope).flatMap { $0.index == 0 ? nil : $0 }
        await reloadKeepingSelection(selecting: left?.id, near: left?.index)
    }

    /// One feed's title, and the list's feeds' last failures, read again after each refresh.
    private func readFeedStatus() async {
        guard scope != .bookmarks, let feeds = try? await interactor.overviews() else { return }
        switch scope {
        case .feed(let url):
            guard let feed = feeds.first(where: { $0.id == url }) else { return }
            title = feed.title
            fetchFailure = .among([feed])
        case .tag(let tag): fetchFailure = .among(feeds.filter { $0.subscription.categories.contains(tag) })
        case .all: fetchFailure = .among(feeds)
        case .bookmarks: break
        }
    }

    /// The reader marked items read, or bookmarked them; the item it showed last, when it walked
    /// this list, is selected.
    public func onReappear() async {
        guard let last = trail?.take(), last.place.scope == scope else { return await reloadKeepingSelection() }
        await reloadKeepingSelection(selecting: last.id, near: last.place.index)
    }

    /// `limit` items of the list from `offset`: the scope's, holding the search shown (or
    /// `query`), and only the unread ones after `l`.
    func listed(offset: Int, limit: Int, query: String? = nil) async throws -> [FeedHeadline] {
        try await interactor.headlines(
            scope, offset: offset, limit: limit, unreadOnly: showsUnreadOnly, searchText: query ?? searchText)
    }

    /// The item at `index`, nil while its page is not loaded.
    public func headline(at index: Int) -> FeedHeadline? { Self.headline(at: index, in: pages) }

    static func headline(at index: Int, in pages: [Int: [FeedHeadline]]) -> FeedHeadline? {
        guard let page = pages[index / pageSize], index % pageSize < page.count else { return nil }
        return page[index % pageSize]
    }

    public var selectedHeadline: FeedHeadline? { selection.selected.flatMap(headline(at:)) }

    /// The row at `index`; a placeholder while its page loads.
    public func row(at index: Int) -> ItemRow {
        let search = searchText.isEmpty ? nil : TextFolding.folded(searchText)
        return headline(at: index).map { ItemRow.feedHeadline($0, time: loadTime.time, search: search) } ?? ItemRow(title: "…", isSeen: true)
    }

    /// The items' ages and HOT marks move on while the list holds any.
    public var showsAges: Bool { count > 0 }

    /// Only the pages held are looked at: the rows shown are among them.
    public func catchUpWithClock() {
        let held = pages.values.joined()
        if loadTime.isBehindClock({ time in held.map { ItemRow.feedHeadline($0, time: time) } }) { loadTime.restart() }
    }

    /// Moves the selection (the list keys); the view then calls `loadAroundSelection(visibleRows:)`.
    public func editSelection(_ edit: (inout Selection) -> Void) { edit(&selection) }

    /// Opens the selected item in the reader, which marks it read (Enter).
    public func openSelected() async {
        guard let headline = selectedHeadline else { return }
        await gate.open(headline, place: FeedItemPlace(
            scope: scope, index: selection.index, searchText: searchText, unreadOnly: showsUnreadOnly))
    }
}
