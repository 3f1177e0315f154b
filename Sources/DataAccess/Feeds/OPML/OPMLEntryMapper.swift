import Domain
import Foundation

/// The helper's OPML reply checked into the entries the app imports. The helper parsed a hostile document, so its
/// answer is checked like any outside data: every text cleaned and on one line, counts within
/// what FeedParsing reads at most; a reply past a bound throws.
enum OPMLEntryMapper {
    /// Outlines FeedParsing reads at most, and how deep they nest.
    static let maximumEntries = 10_000
    static let maximumFolders = 256

    static func entries(_ feeds: [OPMLEntry]) throws(FetchedFeedMapper.Invalid) -> [OPMLEntry] {
        guard feeds.count <= maximumEntries else {
            throw FetchedFeedMapper.Invalid(description: "more than \(maximumEntries) feeds")
        }
        var entries: [OPMLEntry] = []
        entries.reserveCapacity(feeds.count)
        for feed in feeds {
            guard feed.folders.count <= maximumFolders, feed.categories.count <= maximumFolders else {
                throw FetchedFeedMapper.Invalid(description: "a feed sits in more than \(maximumFolders) folders")
            }
            let line = FetchedFeedMapper.line
            entries.append(OPMLEntry(
                url: line(feed.url), title: line(feed.title), folders: feed.folders.map(line),
                categories: feed.categories.map(line), titleFromFeed: feed.titleFromFeed))
        }
        return entries
    }
}
