import Domain

/// What a gate asks before it opens something from a list: whether the reader may read it.
public protocol PremiumContent: Sendable {
    associatedtype Item: Sendable
    func access(to item: Item) async throws -> ArticleAccess
}

extension ArticleInteractor: PremiumContent {}
extension FeedReadingInteractor: PremiumContent {}

/// Opens what a list shows in the reader, or asks a guest to create an account first when it is
/// premium: `ArticleGate` for the sample articles, `FeedGate` for feed items.
@MainActor
public struct PremiumGate<Content: PremiumContent> {
    private let interactor: Content
    private let router: Router

    public init(interactor: Content, router: Router) {
        self.interactor = interactor
        self.router = router
    }

    /// Pushes `route` when the reader may read `item`, else shows `alert`.
    func open(_ item: Content.Item, at route: AppRoute, otherwise alert: AppAlert) async {
        do {
            switch try await interactor.access(to: item) {
            case .granted: router.push(route)
            case .needsAccount: router.present(alert: alert)
            }
        } catch {
            router.present(alert: .error("Could not open the article", error))
        }
    }

    /// The alert a guest sees for a premium article titled `title`; creating the account does `then`.
    static func premiumAlert(title: String, then: PendingAction) -> AppAlert {
        AppAlert(
            title: "Premium article",
            message: "“\(title)” is for members. Create a free account to read it.",
            actions: [
                AlertAction(keyLabel: "Enter", title: "Create account", effect: .createAccount(then: then)),
                AlertAction(keyLabel: "Esc", title: "Not now", effect: .dismiss),
            ])
    }
}
