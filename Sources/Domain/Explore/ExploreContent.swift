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
    /// The fresh items of the subscribed feeds, newest first, which replace `latestNews` (then
    /// empty) once feeds are configured; nil while none is.
    public var liveNews: [FeedHeadline]? = nil
    /// When the content was read: the news' ages are measured from it, as their HOT marks are,
    /// so that a reload (after a refresh, back from another screen) shows them as of then. Explore
    /// moves it on to the clock's time while it shows, so the ages keep up between loads.
    public var loadedAt: Date
}
