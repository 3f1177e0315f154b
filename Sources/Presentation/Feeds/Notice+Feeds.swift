import Domain

extension Notice {
    /// `r` on a feed that another shell removed from the list since the screen read it: nothing
    /// is fetched, as a failure would point to Feeds, which no longer lists it.
    static func noLongerListed(_ feed: String) -> Notice {
        Notice("\(FeedAddress.masked(feed)) is no longer in the feed list: it was not refreshed")
    }

    /// A read mark or bookmark that could not be stored.
    static func itemUnchanged(_ error: any Error) -> Notice {
        Notice("Could not change the item: \(error.userMessage)", isError: true)
    }
}
