import Domain

extension ItemRow {
    /// A feed item: the unread mark, hot, premium and bookmark marks, its title (made from its
    /// text when the feed gave none), its feed, its age; dimmed once read. Where the title holds
    /// `search` (folded), that part is marked.
    public static func feedHeadline(_ headline: FeedHeadline, time: RelativeTime, search: [UInt8]? = nil) -> ItemRow {
        var badges: [Badge] = headline.item.isRead ? [] : [.unread]
        if time.isHot(headline.item.sortDate) { badges.append(.hot) }
        if headline.isPremium { badges.append(.premium) }
        if headline.item.isBookmarked { badges.append(.bookmarked) }
        let title = headline.item.shownTitle
        var row = ItemRow(
            title: title, subtitle: headline.feedTitle, trailing: time.string(for: headline.item.sortDate), badges: badges,
            isSeen: headline.item.isRead)
        row.isTitleDerived = headline.item.isUntitled
        row.keepsUnreadColumn = true
        row.subtitleKeepsRoom = true
        if let search, let found = TextFolding.range(of: search, in: title) {
            let start = title.distance(from: title.startIndex, to: found.lowerBound)
            row.titleMatch = start..<start + title[found].count
        }
        return row
    }

    /// A subscribed feed: its title, "unread/total" and when it was last updated; a failed one
    /// is marked, says why instead of its address and when it failed ("failed 2 min ago"), so
    /// that a failure never reads as a recent update. One that moved for good is marked too, and
    /// says where to (unless it failed: then why).
    public static func feed(_ feed: FeedOverview, time: RelativeTime) -> ItemRow {
        // A failure's mark takes the unread dot's place, so that its title lines up with the
        // others (the unread count stays in "1/2").
        let badges: [Badge] = (feed.failure != nil ? [.failed] : feed.unreadCount > 0 ? [.unread] : [])
            + (feed.movedTo == nil ? [] : [.moved])
        let age = feed.failedAt.map { "failed " + time.string(for: $0) }
            ?? feed.lastSuccess.map(time.string(for:)) ?? "never fetched"
        let address = feed.subscription.address.shown
        let moved = feed.movedTo.map { "moved to " + LinkDisplay.shown($0) }
        var row = ItemRow(
            title: feed.title, subtitle: feed.failure.map { "failed: " + $0 } ?? moved ?? (feed.title == address ? nil : address),
            trailing: "\(feed.unreadCount)/\(feed.totalCount) · \(age)", badges: badges,
            isSeen: feed.unreadCount == 0 && feed.failure == nil)
        row.keepsUnreadColumn = true
        return row
    }
}
