import Domain

/// `M` on Feeds: the selected feed, which moved for good, takes its new address in the feed
/// list, and its items, read marks, bookmarks and chats follow it.
extension FeedsPresenter {
    /// Whether `M` has something to do: the selected feed moved.
    public var selectedFeedMoved: Bool { selectedFeed?.movedTo != nil }

    /// Writes the selected feed's new address into the list (`M`); said in the status bar, the
    /// feed selected under its new address and fetched there at once (as a feed added is).
    /// The list's refusals are said in their own words.
    public func moveSelectedFeed() async {
        guard let feed = selectedFeed else { return }
        guard let newAddress = feed.movedTo else {
            let why = "M is for a feed whose server answers with a permanent redirect"
            return router.show(Notice("\(feed.title) has not moved: \(why)"))
        }
        do {
            let report = try await interactor.moveFeed(feed.id, to: newAddress)
            await load()
            select(report.feed.address.text)
            router.show(Notice(Self.movedText(report)))
            activity.forgetFailure(of: feed.id)
            fetchNew([report.feed.address.text])
        } catch let refusal as FeedListError {
            router.show(Notice("Could not change the feed's address: \(refusal.message)", isError: true))
        } catch {
            await load()
            router.show(Notice("Could not move the feed: \(error.userMessage)", isError: true))
        }
    }

    static func movedText(_ report: FeedMoveReport) -> String {
        let done = "The feed list now names \(report.feed.address.shown); its items came along"
        guard report.loginLeftBehind else { return done }
        return done + ". Its login was not carried over to another host: add it to the address with E if the new one needs it"
    }
}
