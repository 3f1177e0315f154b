import Domain

/// Opens an article from a list, or asks a guest to create an account first when it is premium.
@MainActor
public struct ArticleGate {
    private let interactor: ArticleInteractor
    private let router: Router

    public init(interactor: ArticleInteractor, router: Router) {
        self.interactor = interactor
        self.router = router
    }

    /// Opens the article on top of the stack; `list` is what `n` and `p` walk in the reader.
    public func open(_ article: NewsArticle, in list: ArticleList? = nil) async {
        do {
            switch try await interactor.access(to: article) {
            case .granted: router.push(.article(id: article.id, list: list))
            case .needsAccount: router.present(alert: Self.premiumAlert(for: article, in: list))
            }
        } catch {
            router.present(alert: .error("Could not open the article", error))
        }
    }

    /// The alert a guest sees for a premium article.
    public static func premiumAlert(for article: NewsArticle, in list: ArticleList? = nil) -> AppAlert {
        AppAlert(
            title: "Premium article",
            message: "“\(article.title)” is for members. Create a free account to read it.",
            actions: [
                AlertAction(keyLabel: "Enter", title: "Create account",
                            effect: .createAccount(then: .openArticle(id: article.id, list: list))),
                AlertAction(keyLabel: "Esc", title: "Not now", effect: .dismiss),
            ])
    }
}
