import Domain
import Foundation
import Observation

/// The Feeds screen: every visible subscribed feed with its counts, last update and last failure.
@MainActor @Observable
public final class FeedsPresenter: FeaturePresenter<FeedReadingInteractor>, ScreenPresenter {
    public private(set) var feeds: [FeedOverview] = []
    public private(set) var selection = Selection()
    public private(set) var loadError: String?
    public private(set) var isLoaded = false
    /// The app's refresh, for its status and to start one.
    public let activity: FeedRefreshActivity

    private let time: RelativeTime

    public init(interactor: FeedReadingInteractor, activity: FeedRefreshActivity, router: Router, now: Date) {
        self.activity = activity
        self.time = RelativeTime(now: now)
        super.init(interactor: interactor, router: router)
    }

    public func onAppear() async {
        activity.observe(self, whileShown: { [router] in router.top == .feeds }) { [weak self] in await self?.load() }
        await load()
        await activity.restoreAutoRefresh()
    }

    /// Read counts change while an item list is on top.
    public func onReappear() async { await load() }

    /// Loads the feeds again, keeping the selected feed selected.
    func load() async {
        let selected = selection.selected.map { feeds[$0].id }
        do {
            feeds = try await interactor.overviews()
            loadError = nil
        } catch {
            loadError = error.userMessage
        }
        isLoaded = true
        selection.resize(to: feeds.count)
        if let selected, let index = feeds.firstIndex(where: { $0.id == selected }) { selection.select(index) }
    }

    public var rows: [ItemRow] { feeds.map { ItemRow.feed($0, time: time) } }

    /// Unread and total items over every feed listed.
    public var totals: (unread: Int, total: Int) {
        (feeds.reduce(0) { $0 + $1.unreadCount }, feeds.reduce(0) { $0 + $1.totalCount })
    }

    public func editSelection(_ edit: (inout Selection) -> Void) { edit(&selection) }

    /// Opens the selected feed's items (Enter).
    public func openSelected() {
        guard let index = selection.selected else { return }
        router.push(.feedItems(.feed(feeds[index].id)))
    }

    /// Opens every feed's items in one list (`a`).
    public func openAll() { router.push(.feedItems(.all)) }

    /// Refreshes every feed (`R`) or the selected one (`r`), in the background.
    public func refresh(onlySelected: Bool) {
        let feed = onlySelected ? selection.selected.map { feeds[$0].id } : nil
        if onlySelected, feed == nil { return }
        if !activity.start(feeds: feed.map { [$0] }) { router.show(Notice("A refresh is already running")) }
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
