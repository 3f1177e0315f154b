import Domain

/// Opens an article, or asks a guest to create an account first when it is premium.
@MainActor
public struct ArticleGate {
    private let interactor: ArticleInteractor
    private let router: Router

    /// Creates the gate.
    public init(interactor: ArticleInteractor, router: Router) {
        self.interactor = interactor
        self.router = router
    }

    /// Opens the article on top of the stack (or in place of the top screen).
    public func open(_ article: NewsArticle, replacingTop: Bool = false) async {
        do {
            switch try await interactor.access(to: article) {
            case .granted:
                replacingTop ? router.replaceTop(with: .article(id: article.id)) : router.push(.article(id: article.id))
            case .needsAccount:
                router.present(alert: Self.premiumAlert(for: article))
            }
        } catch {
            router.present(alert: .error("Could not open the article", error))
        }
    }

    /// The alert a guest sees for a premium article.
    public static func premiumAlert(for article: NewsArticle) -> AppAlert {
        AppAlert(
            title: "Premium article",
            message: "“\(article.title)” is for members. Create a free account to read it.",
            actions: [
                AlertAction(keyLabel: "Enter", title: "Create account",
                            effect: .createAccount(then: .openArticle(id: article.id))),
                AlertAction(keyLabel: "Esc", title: "Not now", effect: .dismiss),
            ])
    }
}
