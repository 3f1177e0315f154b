import Domain
import Foundation
import Observation

/// The Feeds screen: every visible subscribed feed with its counts, last update and last failure;
/// `/` filters them by title or address.
@MainActor @Observable
public final class FeedsPresenter: FeaturePresenter<FeedReadingInteractor>, ScreenPresenter, ListFiltering {
    public private(set) var feeds: [FeedOverview] = []
    /// The feeds the filter and `l` let through, worked out again only when the feeds, the filter
    /// or `l` change: a list may hold thousands.
    public private(set) var shownFeeds: [FeedOverview] = []
    public var listFilter = ListFilter()
    public private(set) var selection = Selection()
    public private(set) var loadError: String?
    /// The feed list's lines that cannot be read: the screen names them, as no feed shows them.
    public private(set) var listProblems: [FeedListProblem] = []
    /// Hidden feeds whose last fetch failed: the status bar counts them, so the screen names them.
    public private(set) var hiddenFailures: [FeedOverview] = []
    public private(set) var isLoaded = false
    /// The cache's newest item id when the counts shown were read: `A` and `C` mark only the items
    /// counted, not those a refresh in another process (cron) stored since.
    var countedUpTo: Int64 = 0
    /// True after `l`: only the feeds with unread items, or whose last fetch failed, are shown.
    public private(set) var hidesReadFeeds = false
    /// The app's refresh, for its status and to start one.
    public let activity: FeedRefreshActivity
    /// The feed the Add feed form added, to select and fetch once the form has closed.
    let addedFeeds: AddedFeedTrail?

    /// The rows' ages are relative to it, the last load; a view builds only the rows it shows
    /// (`ItemRow.feed(_:time:)`), as a list may hold thousands of feeds.
    public var time: RelativeTime { loadTime.time }
    private var loadTime: LoadTime

    /// The feeds' ages ("2 min ago", "failed 1 h ago") move on while the list shows any.
    public var showsAges: Bool { !shownFeeds.isEmpty }

    public func catchUpWithClock() {
        if loadTime.isBehindClock({ time in shownFeeds.map { ItemRow.feed($0, time: time) } }) { loadTime.restart() }
    }

    public init(
        interactor: FeedReadingInteractor, activity: FeedRefreshActivity, router: Router, clock: NowProvider,
        addedFeeds: AddedFeedTrail? = nil
    ) {
        self.activity = activity
        self.addedFeeds = addedFeeds
        self.loadTime = LoadTime(clock: clock)
        super.init(interactor: interactor, router: router)
    }

    public func onAppear() async {
        activity.observe(self, whileShown: { [router] in router.top == .feeds }) { [weak self] in await self?.load() }
        await load()
        await activity.restoreAutoRefresh()
    }

    /// Read counts change while an item list is on top; the Add feed form may have added a feed.
    public func onReappear() async {
        await load()
        showAdded()
    }

    /// Loads the feeds again, keeping the selected feed selected.
    func load() async {
        let selected = selectedFeed?.id
        do {
            let overview = try await interactor.feedsOverview()
            (feeds, listProblems, hiddenFailures) = (overview.feeds, overview.problems, overview.hiddenFailures)
            countedUpTo = overview.newestItemID
            loadTime.restart()
            loadError = nil
        } catch {
            loadError = error.userMessage
        }
        isLoaded = true
        shownFeeds = filtered()
        selection.resize(to: shownFeeds.count)
        select(selected)
    }

    private func filtered() -> [FeedOverview] {
        let kept = hidesReadFeeds ? feeds.filter(\.isUnreadOrFailed) : feeds
        return listFilter.input.isEmpty ? kept : FeedReadingInteractor.filter(kept, by: filter.text)
    }

    /// Hides the feeds with nothing unread, or shows them again (`l`, newsboat's
    /// `toggle-show-read-feeds`); a feed whose last fetch failed stays, to show why.
    public func toggleReadFeeds() {
        hidesReadFeeds.toggle()
        filterChanged(keeping: selectedFeed?.id)
    }

    func select(_ id: String?) {
        if let id, let index = shownFeeds.firstIndex(where: { $0.id == id }) { selection.select(index) }
    }

    public var selectedFeed: FeedOverview? {
        selection.selected.flatMap { shownFeeds.indices.contains($0) ? shownFeeds[$0] : nil }
    }

    public var rows: [ItemRow] { shownFeeds.map { ItemRow.feed($0, time: time) } }

    /// Unread and total items over the feeds shown.
    public var totals: (unread: Int, total: Int) {
        (shownFeeds.reduce(0) { $0 + $1.unreadCount }, shownFeeds.reduce(0) { $0 + $1.totalCount })
    }

    public func editSelection(_ edit: (inout Selection) -> Void) { edit(&selection) }

    public var selectedID: String? { selectedFeed?.id }

    public func filterChanged(keeping id: String?) {
        shownFeeds = filtered()
        selection = Selection(count: shownFeeds.count)
        select(id)
    }

    /// Esc: clears the filter first, then goes back.
    public func back() {
        if !clearFilter() { router.pop() }
    }

    /// Opens the selected feed's items (Enter).
    public func openSelected() {
        guard let feed = selectedFeed else { return }
        listFilter.isEditing = false
        router.push(.feedItems(.feed(feed.id)))
    }

    /// Opens every feed's items in one list (`a`).
    public func openAll() {
        guard !feeds.isEmpty else {
            return router.show(Notice("No feeds yet, so no items: n adds one, E lists feeds in your editor"))
        }
        router.push(.feedItems(.all))
    }

    /// Refreshes every feed (`R`) or the selected one (`r`), in the background; not the selected
    /// one when another shell removed it from the list since (a notice says so).
    public func refresh(onlySelected: Bool) {
        let feed = onlySelected ? selectedFeed?.id : nil
        if onlySelected, feed == nil { return }
        if let feed, (try? interactor.isListed(feed)) == false { return router.show(.noLongerListed(feed)) }
        activity.start(feeds: feed.map { [$0] }, tellingRefusalTo: router)
    }

    /// Turns the auto-refresh on or off (`t`); the choice holds across starts.
    public func toggleAutoRefresh() async {
        let isOn = !activity.isAutoRefreshOn
        do {
            try await activity.setAutoRefresh(isOn)
            router.show(Notice(isOn
                ? "Auto-refresh on: every feed every \(activity.autoRefreshMinutes) min while aichats runs"
                : "Auto-refresh off: R refreshes"))
        } catch {
            router.show(Notice("Could not change the auto-refresh: \(error.userMessage)", isError: true))
        }
    }
}
