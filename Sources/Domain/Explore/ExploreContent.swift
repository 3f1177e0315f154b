import Foundation

/// Everything the Explore screen shows.
public struct ExploreContent: Sendable, Hashable {
    /// A stable selection of avatars, one per character option.
    public let featured: [Avatar]
    /// The avatars the user made, the newest first.
    public let myAvatars: [Avatar]
    /// Avatar and news categories with counts.
    public let categories: [CategorySummary]
    /// Avatars, most popular first.
    public let popular: [Avatar]
    /// Fresh news, newest first.
    public let latestNews: [Headline]
    /// Records of the data that could not be read.
    public let problems: [CatalogProblem]

    /// Creates the content.
    public init(
        featured: [Avatar], myAvatars: [Avatar], categories: [CategorySummary], popular: [Avatar],
        latestNews: [Headline], problems: [CatalogProblem]
    ) {
        self.featured = featured
        self.myAvatars = myAvatars
        self.categories = categories
        self.popular = popular
        self.latestNews = latestNews
        self.problems = problems
    }
}
