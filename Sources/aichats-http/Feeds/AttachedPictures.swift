import Domain
import FeedParsing

/// The pictures a feed attaches beside an item's text (a Mastodon post's images), shown as the
/// text shows an `<img>`: `[image: alt] [N]` at the end of the text the reader shows (its
/// content, else its summary), numbered after the texts' links. A picture the text already
/// links to is not repeated.
enum AttachedPictures {
    static func add(_ pictures: [ParsedPicture], _ resolve: LinkResolver, to item: inout FetchedItem, links: inout [String]) {
        var markers: [String] = []
        for picture in pictures {
            let url = resolve(picture.url)
            guard !url.isEmpty, !links.contains(url) else { continue }
            links.append(url)
            markers.append((picture.alt.isEmpty ? "[image]" : "[image: \(picture.alt)]") + " [\(links.count)]")
        }
        append(markers, to: &item)
    }

    /// The markers on lines of their own, a blank line after the text the reader shows.
    static func append(_ markers: [String], to item: inout FetchedItem) {
        guard !markers.isEmpty else { return }
        let block = markers.joined(separator: "\n")
        if item.contentText.isEmpty {
            item.summaryText += (item.summaryText.isEmpty ? "" : "\n\n") + block
        } else {
            item.contentText += "\n\n" + block
        }
    }
}
