import Domain

/// Opens a feed item in the reader, or asks a guest to create an account first when its feed is
/// premium.
public typealias FeedGate = PremiumGate<FeedReadingInteractor>

extension PremiumGate where Content == FeedReadingInteractor {
    /// Opens `headline`, found at `place` (nil: not in a list).
    public func open(_ headline: FeedHeadline, place: FeedItemPlace? = nil) async {
        await open(headline, at: .feedArticle(id: headline.id, place: place), otherwise: Self.premiumAlert(for: headline))
    }

    /// The alert a guest sees for an item of a premium feed.
    public static func premiumAlert(for headline: FeedHeadline) -> AppAlert {
        premiumAlert(title: headline.item.title, then: .openFeedItem(id: headline.id))
    }
}
