import Domain
import Foundation
import Testing

/// The links that the text shows as pictures (`[image: alt] [N]`), for the "(image)" mark.
@Suite struct FeedItemImageLinksTests {
    @Test func theMarkerRightAfterAPictureNamesItsLink() {
        let item = FeedItem(
            id: 1, feed: "https://a.example.org/feed", firstSeen: Date(timeIntervalSince1970: 0),
            summaryText: "[image] [3] teaser",
            contentText: "Page[1] then [image: A cat] [2] and again[2].\n[image: no link] text [4]\n[image: cut\n] [5] [image: x][6]")
        #expect(item.imageLinkNumbers == [2, 3])
    }
}
