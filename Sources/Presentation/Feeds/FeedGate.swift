import Domain

/// Opens a feed item in the reader, or asks a guest to create an account first when its feed is
/// premium: `ArticleGate`'s rule for feed items.
@MainActor
public struct FeedGate {
    private let interactor: FeedReadingInteractor
    private let router: Router

    public init(interactor: FeedReadingInteractor, router: Router) {
        self.interactor = interactor
        self.router = router
    }

    /// Opens `headline`, found at `place` (nil: not in a list).
    public func open(_ headline: FeedHeadline, place: FeedItemPlace? = nil) async {
        do {
            switch try await interactor.access(to: headline) {
            case .granted: router.push(.feedArticle(id: headline.id, place: place))
            case .needsAccount: router.present(alert: Self.premiumAlert(for: headline))
            }
        } catch {
            router.present(alert: .error("Could not open the article", error))
        }
    }

    /// The alert a guest sees for an item of a premium feed.
    public static func premiumAlert(for headline: FeedHeadline) -> AppAlert {
        AppAlert(
            title: "Premium article",
            message: "“\(headline.item.title)” is for members. Create a free account to read it.",
            actions: [
                AlertAction(keyLabel: "Enter", title: "Create account", effect: .createAccount(then: .openFeedItem(id: headline.id))),
                AlertAction(keyLabel: "Esc", title: "Not now", effect: .dismiss),
            ])
    }
}
