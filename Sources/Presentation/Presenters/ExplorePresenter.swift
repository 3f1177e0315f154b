import Domain
import Foundation
import Observation

/// The Explore screen's state and intents.
@MainActor @Observable
public final class ExplorePresenter {
    /// The loaded content, nil until loaded.
    public private(set) var content: ExploreContent?
    /// Why loading failed, if it did.
    public private(set) var loadError: String?
    /// The section that takes the arrow keys.
    public private(set) var focus: ExploreSection = .featured
    /// The selection within each section.
    public private(set) var selections: [ExploreSection: Selection] = [:]
    /// The rows of each section, as text, built once per load.
    private var sectionRows: [ExploreSection: [ItemRow]] = [:]

    private let interactor: ExploreInteractor
    private let gate: ArticleGate
    private let router: Router
    private let time: RelativeTime

    /// Creates the presenter.
    public init(interactor: ExploreInteractor, gate: ArticleGate, router: Router, now: Date) {
        self.interactor = interactor
        self.gate = gate
        self.router = router
        self.time = RelativeTime(now: now)
    }

    /// Loads the content; reports rejected records in an alert.
    public func onAppear() async {
        do {
            let loaded = try await interactor.loadContent()
            content = loaded
            loadError = nil
            for section in ExploreSection.allCases {
                sectionRows[section] = makeRows(for: section, from: loaded)
                selections[section] = Selection(count: sectionRows[section]?.count ?? 0)
            }
            if !loaded.problems.isEmpty { router.present(alert: Self.problemAlert(loaded.problems)) }
        } catch {
            loadError = error.userMessage
        }
    }

    /// The rows of a section, as text.
    public func rows(for section: ExploreSection) -> [ItemRow] { sectionRows[section] ?? [] }

    private func makeRows(for section: ExploreSection, from content: ExploreContent) -> [ItemRow] {
        switch section {
        case .featured: return content.featured.map(ItemRow.avatar)
        case .categories: return content.categories.map(ItemRow.category)
        case .popular: return content.popular.map(ItemRow.avatar)
        case .news: return content.latestNews.map { ItemRow.headline($0, time: time) }
        }
    }

    /// The selected index in a section.
    public func selectedIndex(in section: ExploreSection) -> Int? { selections[section]?.selected }

    /// Moves focus to the next section (Tab).
    public func focusNextSection() { focus = ExploreSection(rawValue: (focus.rawValue + 1) % 4) ?? .featured }

    /// Moves focus to the previous section (Shift-Tab).
    public func focusPreviousSection() { focus = ExploreSection(rawValue: (focus.rawValue + 3) % 4) ?? .featured }

    /// Focuses a section directly.
    public func focus(_ section: ExploreSection) { focus = section }

    /// Moves the selection in the focused section.
    public func moveSelection(by delta: Int) { selections[focus]?.move(by: delta) }

    /// Selects the first or last item of the focused section.
    public func moveSelection(toEnd: Bool) { selections[focus]?.select(toEnd ? Int.max : 0) }

    /// Opens the selected item: an avatar in Chat, a category, or an article.
    public func openSelected() async {
        guard let content, let index = selectedIndex(in: focus) else { return }
        switch focus {
        case .featured: router.push(.chat(avatarID: content.featured[index].id))
        case .popular: router.push(.chat(avatarID: content.popular[index].id))
        case .categories: router.push(.category(content.categories[index].kind))
        case .news: await gate.open(content.latestNews[index].article)
        }
    }

    /// Opens the list of conversations (`c`).
    public func openChats() { router.push(.chats) }

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
