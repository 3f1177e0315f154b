import Foundation

/// How an item ranks when a feed has more items than it may keep: by the date it gives (its
/// first readable `pubDate`, `published`, `updated`, `date`…, whatever the format), newer
/// first; an undated item after every dated one; ties by the document's order, the first first.
struct ItemRank: Comparable {
    let date: Double
    /// The item's place in the document, from 1.
    let order: Int

    init(date: Date?, order: Int) {
        self.date = date?.timeIntervalSince1970 ?? -.infinity
        self.order = order
    }

    /// Lower is left out first.
    static func < (lhs: ItemRank, rhs: ItemRank) -> Bool {
        lhs.date != rhs.date ? lhs.date < rhs.date : lhs.order > rhs.order
    }

    private static let dateNames = ["pubDate", "published", "updated", "date", "issued", "modified", "created"]

    static func date(of item: XMLTreeElement) -> Date? {
        let children = item.elements
        for name in dateNames {
            for child in children where child.name == name {
                if let date = Date(feedDate: child.trimmedText) { return date }
            }
        }
        return nil
    }
}
