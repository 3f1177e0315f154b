import Domain
import Foundation

/// Fixed, deterministic avatars and news for tests, previews and the mock app.
///
/// All dates are counted back from `referenceDate`, so "hot" and "fresh" never drift.
public enum FixtureCatalog {
    /// Which set of data to serve.
    public enum Variant: String, CaseIterable, Sendable {
        /// About ten avatars and twelve articles, mixing English, CJK and emoji.
        case standard
        /// Mostly Chinese and Japanese text, for wide-character layout checks.
        case cjkHeavy
        /// The standard data plus one rejected avatar record (`FixtureCatalog.problem`).
        case withProblem
        /// No avatars and no articles.
        case empty
    }

    /// The fixed "now" of the fixtures: 2026-03-14 09:00 UTC.
    public static let referenceDate = Date(timeIntervalSince1970: 1_773_478_800)

    /// A clock stopped at `referenceDate`.
    public static let clock = NowProvider.fixed(referenceDate)

    /// A signed-in user, created 30 days before `referenceDate`.
    public static let profile = Profile(
        name: "Mei 美咲", color: .cyan, createdAt: referenceDate.addingTimeInterval(-30 * 86_400))

    /// Ten avatars covering every character option, with CJK names and emoji.
    public static let avatars: [Avatar] = bundled(AvatarRecord.self, .standard)
    /// Six avatars named and authored mostly in Chinese and Japanese.
    public static let cjkHeavyAvatars: [Avatar] = bundled(AvatarRecord.self, .cjkHeavy)
    /// Twelve articles, two per category: five hot, three premium, two older than a week.
    public static let articles: [NewsArticle] = bundled(NewsArticleRecord.self, .standard)
    /// Eight articles written mostly in Chinese and Japanese.
    public static let cjkHeavyArticles: [NewsArticle] = bundled(NewsArticleRecord.self, .cjkHeavy)

    /// The rejected record reported by the `withProblem` variant.
    public static let problem = CatalogProblem(
        file: "avatars.json", record: "fx-dragon-ember", reason: "unknown character option 'dragon'")

    /// The avatars of a variant, with its problems.
    public static func avatarLoad(_ variant: Variant = .standard) -> CatalogLoad<Avatar> {
        switch variant {
        case .standard: CatalogLoad(items: avatars)
        case .cjkHeavy: CatalogLoad(items: cjkHeavyAvatars)
        case .withProblem: CatalogLoad(items: avatars, problems: [problem])
        case .empty: CatalogLoad(items: [])
        }
    }

    /// The articles of a variant, with its problems.
    public static func newsLoad(_ variant: Variant = .standard) -> CatalogLoad<NewsArticle> {
        switch variant {
        case .standard, .withProblem: CatalogLoad(items: articles)
        case .cjkHeavy: CatalogLoad(items: cjkHeavyArticles)
        case .empty: CatalogLoad(items: [])
        }
    }

    public static func avatarService(_ variant: Variant = .standard) -> StaticAvatarService {
        StaticAvatarService(avatarLoad(variant))
    }

    public static func newsService(_ variant: Variant = .standard) -> StaticNewsService {
        StaticNewsService(newsLoad(variant))
    }
}
