import Domain
import Foundation
import HTTPStreamWire

/// The helper's reply into Domain values. The helper parsed a hostile document, so its answer is
/// checked like any outside data: every text cleaned by `UntrustedText`, counts and dates within
/// bounds; a reply that breaks a bound throws, and the fetch fails.
enum FetchedFeedMapper {
    struct Invalid: Error, CustomStringConvertible {
        let description: String
    }

    /// As many as FeedParsing reads at most.
    static let maximumItems = 10_000
    static let maximumLinksPerItem = 10_000

    static func feed(_ dto: FeedDTO) throws(Invalid) -> FetchedFeed {
        guard dto.items.count <= maximumItems else { throw Invalid(description: "more than \(maximumItems) items") }
        var items: [FetchedItem] = []
        items.reserveCapacity(dto.items.count)
        for item in dto.items { items.append(try self.item(item)) }
        return FetchedFeed(title: line(dto.title), siteLink: line(dto.siteLink), items: items)
    }

    static func item(_ dto: FeedItemDTO) throws(Invalid) -> FetchedItem {
        guard dto.links.count <= maximumLinksPerItem else {
            throw Invalid(description: "an item has more than \(maximumLinksPerItem) links")
        }
        var item = FetchedItem()
        item.guid = line(dto.guid)
        item.link = line(dto.link)
        item.title = line(dto.title)
        item.author = line(dto.author)
        item.published = try checked(dto.published)
        item.updated = try checked(dto.updated)
        item.summaryText = UntrustedText.clean(dto.summaryText)
        item.contentText = UntrustedText.clean(dto.contentText)
        item.links = dto.links.map(line)
        return item
    }
}
