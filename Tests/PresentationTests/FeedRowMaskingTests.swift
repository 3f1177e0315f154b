import Domain
import Foundation
import Presentation
import Testing

/// The Feeds screen shows a feed's address with its password as `***`.
@Suite("Feeds screen: a feed's password")
struct FeedRowMaskingTests {
    let time = RelativeTime(now: Date(timeIntervalSince1970: 0))

    @Test func aTitledFeedsAddressUnderItsTitleIsMasked() throws {
        let address = try FeedAddress("https://ada:s3cret@feeds.example/private.xml")
        let row = ItemRow.feed(FeedOverview(subscription: FeedSubscription(address: address, title: "Mine"), status: nil), time: time)
        #expect(row.title == "Mine")
        #expect(row.subtitle == "https://ada:***@feeds.example/private.xml")
    }

    @Test func anUntitledFeedIsNamedByItsMaskedAddressOnce() throws {
        let address = try FeedAddress("https://ada:s3cret@feeds.example/private.xml")
        let row = ItemRow.feed(FeedOverview(subscription: FeedSubscription(address: address), status: nil), time: time)
        #expect(row.title == "https://ada:***@feeds.example/private.xml")
        #expect(row.subtitle == nil)
    }
}
