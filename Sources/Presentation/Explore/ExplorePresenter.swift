import Domain
import Foundation
import Observation

/// The Explore screen's state and intents.
@MainActor @Observable
public final class ExplorePresenter: FeaturePresenter<ExploreInteractor>, ScreenPresenter, ListFiltering {
    public internal(set) var content: ExploreContent?
    /// Why loading failed, if it did.
    public private(set) var loadError: String?
    /// The section that takes the arrow keys.
    public internal(set) var focus: ExploreSection = .featured
    /// The selection within each section, among the rows shown (the filter's matches).
    public internal(set) var selections: [ExploreSection: Selection] = [:]
    /// `/`: narrows every section at once (`+Filter`).
    public var listFilter = ListFilter()
    /// The items the filter lets through; nil while it is empty, when every item shows.
    var matches: ExploreMatches?
    /// The rows of each section, as text, built once per load.
    var sectionRows: [ExploreSection: [ItemRow]] = [:]
    /// The rows each section shows: `sectionRows`, or the filter's matches among them.
    var shownRows: [ExploreSection: [ItemRow]] = [:]

    private let gate: ArticleGate
    private let trail: ArticleReadingTrail?
    /// The feed reader's trail: live news follows `J` `K` `n` `p` as the catalog's does.
    private let feedTrail: FeedReadingTrail?
    /// Opens live news items; nil where no feeds are wired.
    private let feedGate: FeedGate?
    /// The app's feed refresh: started here at start when stale, and new items load here.
    let activity: FeedRefreshActivity?
    /// Deletes the user's own avatars (`d`).
    private let removal: AvatarRemoval?

    public init(
        interactor: ExploreInteractor, gate: ArticleGate, router: Router, feedGate: FeedGate? = nil,
        activity: FeedRefreshActivity? = nil, trail: ArticleReadingTrail? = nil, feedTrail: FeedReadingTrail? = nil,
        removal: AvatarRemoval? = nil
    ) {
        self.removal = removal
        self.gate = gate
        self.trail = trail
        self.feedTrail = feedTrail
        self.feedGate = feedGate
        self.activity = activity
        super.init(interactor: interactor, router: router)
    }

    /// Loads the content; reports rejected records in an alert. With feeds configured, starts
    /// a refresh in the background when the last one is older than the interval.
    public func onAppear() async {
        await load()
        if let problems = content?.problems, !problems.isEmpty { router.present(alert: Self.problemAlert(problems)) }
        if content?.liveNews != nil, let activity {
            activity.observe(self, whileShown: { [router] in router.top == .explore }) { [weak self] in await self?.load() }
            await activity.startIfStale()
        }
    }

    /// The title of the list Latest news opens articles in, for `n` `p` and the trail.
    static let latestNewsTitle = "Latest news"

    /// Loads the content again, keeping each section's selection, after another screen may have
    /// changed it: a new avatar, an article read, a chat opened. An avatar the user just made
    /// gets the focus, so it is right there; back from the reader, the article it showed last.
    public func onReappear() async {
        let known = Set(content?.myAvatars.map(\.id) ?? [])
        await load()
        if let last = trail?.take(), last.place == Self.latestNewsTitle,
           let index = content?.latestNews.firstIndex(where: { $0.article.id == last.id }) {
            select(contentIndex: index, in: .news)
        }
        if let last = feedTrail?.take(), last.place.scope == .all, last.place.searchText.isEmpty, !last.place.unreadOnly,
           let index = content?.liveNews?.firstIndex(where: { $0.id == last.id }) {
            select(contentIndex: index, in: .news)
        }
        guard let mine = content?.myAvatars, let index = mine.firstIndex(where: { !known.contains($0.id) }) else { return }
        focus = .myAvatars
        select(contentIndex: index, in: .myAvatars)
    }

    func load() async {
        do {
            let loaded = try await interactor.loadContent()
            // Read once the load is back, so a key pressed while it ran still counts.
            let liveSelected = selectedContentIndex(in: .news).flatMap { content?.liveNews?[$0].id }
            let newsOnTop = selectedIndex(in: .news) == 0
            content = loaded
            loadError = nil
            for section in ExploreSection.allCases { sectionRows[section] = makeRows(for: section, from: loaded) }
            applyFilter()
            for section in ExploreSection.allCases {
                var selection = selections[section] ?? Selection()
                selection.resize(to: rows(for: section).count)
                selections[section] = selection
            }
            keepNewsSelection(on: liveSelected, onTop: newsOnTop, in: loaded)
        } catch {
            loadError = error.userMessage
        }
    }

    /// The rows a section shows: all of them, or those the filter lets through.
    public func rows(for section: ExploreSection) -> [ItemRow] { shownRows[section] ?? [] }

    /// The rows as of when `content` was read (or caught up with the clock, `+Ages`): the news'
    /// ages count from then, not from the start.
    func makeRows(for section: ExploreSection, from content: ExploreContent) -> [ItemRow] {
        let time = RelativeTime(now: content.loadedAt)
        switch section {
        case .featured: return content.featured.map { ItemRow.avatar($0) }
        case .myAvatars: return content.myAvatars.map { ItemRow.avatar($0, markMine: false) }
        case .categories: return content.categories.map(ItemRow.category)
        case .popular: return content.popular.map { ItemRow.avatar($0) }
        case .news:
            if let live = content.liveNews { return live.map { ItemRow.feedHeadline($0, time: time) } }
            return content.latestNews.map { ItemRow.headline($0, time: time) }
        }
    }

    public func selectedIndex(in section: ExploreSection) -> Int? { selections[section]?.selected }

    /// Moves focus to the next section (Tab).
    public func focusNextSection() { focus = focus.cycled(by: 1) }

    /// Moves focus to the previous section (Shift-Tab).
    public func focusPreviousSection() { focus = focus.cycled(by: -1) }

    /// Focuses a section directly.
    public func focus(_ section: ExploreSection) { focus = section }

    /// Moves the selection in the focused section (the list keys).
    public func editSelection(_ edit: (inout Selection) -> Void) {
        guard var selection = selections[focus] else { return }
        edit(&selection)
        selections[focus] = selection
    }

    /// Opens the selected item: an avatar in Chat, a category, or an article. In an empty
    /// "My avatars" it starts making one.
    public func openSelected() async {
        guard let content else { return }
        guard let index = selectedContentIndex(in: focus) else {
            if focus == .myAvatars, !isFiltered { createAvatar() }
            return
        }
        listFilter.isEditing = false
        switch focus {
        case .featured: router.push(.chat(avatarID: content.featured[index].id))
        case .myAvatars: router.push(.chat(avatarID: content.myAvatars[index].id))
        case .popular: router.push(.chat(avatarID: content.popular[index].id))
        case .categories: openCategory(content.categories[index].kind, live: content.liveNews != nil)
        case .news:
            if let live = content.liveNews {
                // The newest items of every feed, as many as the section shows: the reader walks them.
                await feedGate?.open(live[index], place: FeedItemPlace(scope: .all, index: index, latestNews: live.count))
                return
            }
            let list = ArticleList(title: Self.latestNewsTitle, ids: content.latestNews.map(\.article.id))
            await gate.open(content.latestNews[index].article, in: list)
        }
    }

    /// The avatar selected in the focused section, when it lists avatars.
    var selectedAvatar: Avatar? {
        guard let content, let index = selectedContentIndex(in: focus) else { return nil }
        let avatars: [Avatar]
        switch focus {
        case .featured: avatars = content.featured
        case .myAvatars: avatars = content.myAvatars
        case .popular: avatars = content.popular
        case .categories, .news: return nil
        }
        return avatars.indices.contains(index) ? avatars[index] : nil
    }

    /// True when the focused section has an avatar selected: `d` answers for it.
    public var selectsAvatar: Bool { selectedAvatar != nil }

    /// True when the selected avatar is one the user made, which `d` deletes.
    public var selectsOwnAvatar: Bool { selectedAvatar?.isUserMade == true }

    /// `d`: asks to delete the selected avatar with its chats; a catalog avatar cannot be deleted.
    public func askToDeleteSelectedAvatar() async {
        guard let removal, let avatar = selectedAvatar else { return }
        await removal.askToDelete(avatar) { [weak self] in await self?.load() }
    }

    /// A feed tag, and the bookmarks while feeds are configured, open as an item list.
    private func openCategory(_ kind: CategoryKind, live: Bool) {
        switch kind {
        case .feedTag(let tag): router.push(.feedItems(.tag(tag)))
        case .bookmarks where live: router.push(.feedItems(.bookmarks))
        default: router.push(.category(kind))
        }
    }

    /// Opens the Feeds screen (`f`).
    public func openFeeds() { router.push(.feeds) }

    /// Opens the list of conversations (`c`).
    public func openChats() { router.push(.chats) }

    /// Opens the sheet that makes a new avatar (`n`).
    public func createAvatar() { router.present(.createAvatar(.assistant)) }

    /// Opens the profile (`P`).
    public func openProfile() { router.push(.profile) }

    static func problemAlert(_ problems: [CatalogProblem]) -> AppAlert {
        let lines = problems.prefix(5).map(\.message)
        let more = problems.count > 5 ? ["… and \(problems.count - 5) more"] : []
        return AppAlert(
            title: "Some data could not be read",
            message: (["\(problems.count) record(s) were skipped:"] + lines + more).joined(separator: "\n"))
    }
}
