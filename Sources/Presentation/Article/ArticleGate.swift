import Domain

/// Opens an article from a list, or asks a guest to create an account first when it is premium.
public typealias ArticleGate = PremiumGate<ArticleInteractor>

extension PremiumGate where Content == ArticleInteractor {
    /// Opens the article on top of the stack; `list` is what `n` and `p` walk in the reader.
    public func open(_ article: NewsArticle, in list: ArticleList? = nil) async {
        await open(article, at: .article(id: article.id, list: list), otherwise: Self.premiumAlert(for: article, in: list))
    }

    /// The alert a guest sees for a premium article.
    public static func premiumAlert(for article: NewsArticle, in list: ArticleList? = nil) -> AppAlert {
        premiumAlert(title: article.title, then: .openArticle(id: article.id, list: list))
    }
}
