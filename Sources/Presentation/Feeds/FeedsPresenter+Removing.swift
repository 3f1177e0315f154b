import Domain

/// `d` (and Delete) on Feeds: the selected feed off the list, asked first, as
/// `aichats feeds remove` takes it off: its cached items, bookmarks and chats stay.
extension FeedsPresenter {
    /// Asks, naming the feed, before it takes the selected feed off the list.
    public func askToRemoveSelected() {
        guard let feed = selectedFeed else { return }
        router.confirm(Self.removeAlert(for: feed)) { [weak self] action in
            guard case .removeFeed(let url) = action else { return }
            await self?.remove(url, title: feed.title)
        }
    }

    /// The question before `d`: what goes (the feed from the list) and what stays.
    public static func removeAlert(for feed: FeedOverview) -> AppAlert {
        .confirmation(
            title: "Remove feed",
            message: "Remove \(named(feed.title, feed.subscription.address)) from the feed list? Its items stay in the cache: "
                + "its bookmarks under Bookmarks, the chats about them in Chats.",
            doing: "Remove", action: .removeFeed(url: feed.id), kept: "Feed not removed")
    }

    /// The list read again afterwards selects the feed that came next (the last one's, the one before).
    private func remove(_ url: String, title: String) async {
        do {
            let removed = try await interactor.removeFeed(url)
            router.show(Notice("Removed \(Self.named(title, removed.address)) from the feed list"))
        } catch {
            router.show(Notice("Could not remove the feed: \(error.message)", isError: true))
        }
        await load()
    }

    /// "Tech Daily (https://tech.example.org/feed)", or the address alone when it is the title.
    static func named(_ title: String, _ address: FeedAddress) -> String {
        title == address.shown ? title : "\(title) (\(address.shown))"
    }
}
