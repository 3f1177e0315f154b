import Domain
import Foundation
import Observation

/// The Category screen's state and intents: one category's items, with a filter.
@MainActor @Observable
public final class CategoryPresenter: FeaturePresenter<CategoryInteractor>, ScreenPresenter, LoadingScreen, ListFiltering {
    public let kind: CategoryKind
    public var listFilter = ListFilter()
    /// The selection among the visible rows.
    public private(set) var selection = Selection()
    /// Why loading failed, if it did.
    public internal(set) var loadError: String?
    public internal(set) var isLoaded = false

    private var avatars: [Avatar] = []
    private var headlines: [Headline] = []
    private let gate: ArticleGate
    private let trail: ArticleReadingTrail?
    /// Deletes the user's own avatars (`d`); nil where the list has none.
    private let removal: AvatarRemoval?
    /// The row selected when the category was left, for when it is opened again.
    private let memory: CategorySelectionMemory?
    /// The rows' ages count from the last load.
    private var loadTime: LoadTime

    public init(
        kind: CategoryKind, interactor: CategoryInteractor, gate: ArticleGate, router: Router,
        trail: ArticleReadingTrail? = nil, removal: AvatarRemoval? = nil, memory: CategorySelectionMemory? = nil,
        clock: NowProvider
    ) {
        self.kind = kind
        self.memory = memory
        self.gate = gate
        self.trail = trail
        self.removal = removal
        self.loadTime = LoadTime(clock: clock)
        super.init(interactor: interactor, router: router)
    }

    /// Opened again, the category selects the row it had selected when it was left.
    public func onAppear() async {
        let kept = selectedID ?? (isLoaded ? nil : memory?.selection(in: kind)?.id)
        await loading {
            switch kind {
            case .avatars(let option): avatars = try await interactor.avatars(of: option)
            case .news, .feedTag, .bookmarks: headlines = try await interactor.headlines(in: kind)
            }
            loadTime.restart()
        }
        selection.resize(to: shownIDs, keeping: kept)
    }

    /// A new avatar, a bookmark or a read article may have changed the items. Back from the
    /// reader, the article it showed last is selected; back from New avatar (`n`), the avatar
    /// just made, which the notice names.
    public func onReappear() async {
        let before = Set(shownIDs)
        await onAppear()
        if !kind.isNews, isLoaded, let made = shownIDs.firstIndex(where: { !before.contains($0) }) {
            return selection.select(made)
        }
        guard let last = trail?.take(), kind.isNews, last.place == articleList.title,
              let index = shownIDs.firstIndex(of: last.id)
        else { return }
        selection.select(index)
    }

    /// How many items the category has before filtering.
    public var totalCount: Int { kind.isNews ? headlines.count : avatars.count }

    /// The rows that match the filter.
    public var rows: [ItemRow] { rows(at: loadTime.time) }

    private func rows(at time: RelativeTime) -> [ItemRow] {
        switch kind {
        case .avatars: visibleAvatars.map { ItemRow.avatar($0) }
        case .news, .feedTag, .bookmarks: visibleHeadlines.map { ItemRow.headline($0, time: time) }
        }
    }

    /// The news' ages and HOT marks move on while the list shows any; avatars have none.
    public var showsAges: Bool { kind.isNews && !headlines.isEmpty }

    public func catchUpWithClock() {
        if showsAges, loadTime.isBehindClock(rows(at:)) { loadTime.restart() }
    }

    private var visibleAvatars: [Avatar] { CategoryInteractor.filter(avatars, by: filter.text) }
    private var visibleHeadlines: [Headline] { CategoryInteractor.filter(headlines, by: filter.text) }

    public var selectedID: String? {
        guard let index = selection.selected else { return nil }
        return shownIDs.indices.contains(index) ? shownIDs[index] : nil
    }

    public func filterChanged(keeping id: String?) {
        selection = Selection(count: rows.count)
        if let id, let index = shownIDs.firstIndex(of: id) { selection.select(index) }
    }

    private var shownIDs: [String] {
        kind.isNews ? visibleHeadlines.map(\.article.id) : visibleAvatars.map(\.id)
    }

    /// `/`: types a filter, unless the category is empty, which the notice says.
    public func beginFilterIfAny() {
        guard totalCount > 0 || isFiltered else { return router.show(Notice("Nothing to filter: the list is empty")) }
        beginFilter()
    }

    /// True while a filter is typed or kept.
    public var isFiltered: Bool { listFilter.isActive }

    /// Esc: clears the filter first, then goes back.
    public func back() {
        guard !clearFilter() else { return }
        memory?.remember(selectedID, at: selection.index, in: kind)
        router.pop()
    }

    /// Moves the selection (the list keys).
    public func editSelection(_ edit: (inout Selection) -> Void) { edit(&selection) }

    /// True in an avatar category, where `n` makes a new avatar of its kind.
    public var canCreateAvatar: Bool {
        if case .avatars = kind { return true }
        return false
    }

    /// Opens the sheet that makes a new avatar of this category's kind.
    public func createAvatar() {
        if case .avatars(let option) = kind { router.present(.createAvatar(option)) }
    }

    /// Opens the selected avatar's settings: its system prompt, temperature and max tokens (`e`).
    public func editSelectedAvatar() {
        guard case .avatars = kind, let index = selection.selected, visibleAvatars.indices.contains(index) else { return }
        router.present(.avatarSettings(avatarID: visibleAvatars[index].id))
    }

    /// The selected avatar, in an avatar category.
    private var selectedAvatar: Avatar? {
        guard case .avatars = kind, let index = selection.selected, visibleAvatars.indices.contains(index) else { return nil }
        return visibleAvatars[index]
    }

    /// True when the selected avatar is one the user made, which `d` deletes.
    public var selectsOwnAvatar: Bool { selectedAvatar?.isUserMade == true }

    /// `d`: asks to delete the selected avatar with its chats; a catalog avatar cannot be deleted.
    public func askToDeleteSelectedAvatar() async {
        guard let removal, let avatar = selectedAvatar else { return }
        await removal.askToDelete(avatar) { [weak self] in await self?.onAppear() }
    }

    /// Opens the selected avatar in Chat or the selected article.
    public func openSelected() async {
        guard let index = selection.selected else { return }
        listFilter.isEditing = false
        switch kind {
        case .avatars: router.push(.chat(avatarID: visibleAvatars[index].id))
        case .news, .feedTag, .bookmarks: await gate.open(visibleHeadlines[index].article, in: articleList)
        }
    }

    /// The articles shown, for the reader's `n` and `p`: the filter's results when there is a filter.
    private var articleList: ArticleList {
        let title = filter.isEmpty ? kind.title : "\(kind.title) matching “\(filter.text)”"
        return ArticleList(title: title, ids: visibleHeadlines.map(\.article.id))
    }
}
