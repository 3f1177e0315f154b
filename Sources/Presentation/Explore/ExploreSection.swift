/// The five parts of the Explore screen, in Tab order.
public enum ExploreSection: Int, CaseIterable, Sendable {
    /// A stable selection of avatars.
    case featured
    /// The avatars the user made.
    case myAvatars
    /// Avatar and news categories with counts.
    case categories
    /// Avatars by popularity.
    case popular
    /// Fresh news, newest first.
    case news

    public var title: String {
        switch self {
        case .featured: "Featured"
        case .myAvatars: "My avatars"
        case .categories: "Categories"
        case .popular: "Popular"
        case .news: "Latest news"
        }
    }

}
