import Domain
import Foundation

/// The helper's reply checked into the Domain values the app keeps. The helper parsed a hostile
/// document, so its answer is checked like any outside data: every text cleaned by `UntrustedText`, counts within
/// bounds (a reply that breaks one throws, and the fetch fails), a date out of range taken as none.
enum FetchedFeedMapper {
    struct Invalid: Error, CustomStringConvertible {
        let description: String
    }

    /// As many as FeedParsing reads at most.
    static let maximumItems = FetchedFeed.maximumItems
    static let maximumLinksPerItem = 10_000

    static func feed(_ unchecked: FetchedFeed) throws(Invalid) -> FetchedFeed {
        guard unchecked.items.count <= maximumItems else { throw Invalid(description: "more than \(maximumItems) items") }
        var items: [FetchedItem] = []
        items.reserveCapacity(unchecked.items.count)
        for item in unchecked.items { items.append(try self.item(item)) }
        return FetchedFeed(
            title: line(unchecked.title), siteLink: line(unchecked.siteLink), items: items,
            leftOutItems: max(0, unchecked.leftOutItems))
    }

    static func item(_ unchecked: FetchedItem) throws(Invalid) -> FetchedItem {
        guard unchecked.links.count <= maximumLinksPerItem else {
            throw Invalid(description: "an item has more than \(maximumLinksPerItem) links")
        }
        var item = FetchedItem()
        item.guid = line(unchecked.guid)
        item.link = line(unchecked.link)
        item.title = line(unchecked.title)
        item.author = line(unchecked.author)
        item.published = date(unchecked.published)
        item.updated = date(unchecked.updated)
        item.summaryText = UntrustedText.clean(unchecked.summaryText)
        item.contentText = UntrustedText.clean(unchecked.contentText)
        item.links = unchecked.links.map(line)
        return item
    }
}
