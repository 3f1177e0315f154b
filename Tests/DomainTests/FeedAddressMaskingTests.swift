import Domain
import DomainDoubles
import Foundation
import Testing

/// A feed added as `https://user:secret@host/feed.xml` keeps its login in the list and for
/// fetching, and shows it as `https://user:***@host/feed.xml` everywhere.
@Suite("Feed addresses: a password is never shown")
struct FeedAddressMaskingTests {
    let secret = "https://ada:s3cret@feeds.example/private.xml"

    @Test func thePasswordIsShownAsStarsAndKeptForFetching() throws {
        let address = try FeedAddress(secret)
        #expect(address.shown == "https://ada:***@feeds.example/private.xml")
        #expect(address.text == secret)
    }

    @Test(arguments: [
        ("https://feeds.example/a.xml", "https://feeds.example/a.xml"),
        ("https://TOKEN123@feeds.example/a.xml", "https://***@feeds.example/a.xml"),
        ("https://ada:@feeds.example:8443/a.xml?x=1", "https://ada:***@feeds.example:8443/a.xml?x=1"),
        ("https://ada:p@ss@feeds.example", "https://ada:***@feeds.example"),
        ("https://feeds.example/people/@ada.rss", "https://feeds.example/people/@ada.rss"),
        ("https://feeds.example/a.xml?user=ada:x@y", "https://feeds.example/a.xml?user=ada:x@y"),
        ("file:///home/ada/feed.xml", "file:///home/ada/feed.xml"),
        ("redirected from http://a:b@one.example/x to 'https://c:d@two.example/y'",
         "redirected from http://a:***@one.example/x to 'https://c:***@two.example/y'"),
        ("the page names https://ada:s3cret@feeds.example", "the page names https://ada:***@feeds.example"),
    ])
    func eachURLInATextHasItsLoginMasked(text: String, shown: String) {
        #expect(FeedAddress.masked(text) == shown)
    }

    /// Private feeds more often carry a token in their query than a login.
    @Test(arguments: [
        ("https://github.com/ada.private.atom?token=ghp_SECRET123", "https://github.com/ada.private.atom?token=***"),
        ("https://pod.example/feed?id=7&api_key=abc&page=2", "https://pod.example/feed?id=7&api_key=***&page=2"),
        ("https://x.example/f?X-Amz-Signature=a%2Fb#top", "https://x.example/f?X-Amz-Signature=***#top"),
        ("https://x.example/f?access_token=t&apikey=k", "https://x.example/f?access_token=***&apikey=***"),
        ("failed: https://x.example/f?auth=s3cret (404)", "failed: https://x.example/f?auth=*** (404)"),
        ("https://x.example/f?page=2&keywords=swift", "https://x.example/f?page=2&keywords=swift"),
        ("https://x.example/f?page=2&lang=en", "https://x.example/f?page=2&lang=en"),
    ])
    func aTokenInTheQueryIsMasked(text: String, shown: String) {
        #expect(FeedAddress.masked(text) == shown)
    }

    @Test func anUntitledFeedIsCalledByItsMaskedAddress() throws {
        let feed = FeedOverview(subscription: FeedSubscription(address: try FeedAddress(secret)), status: nil)
        #expect(feed.title == "https://ada:***@feeds.example/private.xml")
        #expect(FeedReadingInteractor.filter([feed], by: "s3cret").isEmpty)
        #expect(FeedReadingInteractor.filter([feed], by: "ada:***").count == 1)
    }

    /// In a link someone else wrote, the whole user part goes, user name too: it is there to make
    /// the host misread. A backslash ends the host as browsers read it, so what follows is no
    /// user part; a feed's address keeps its user name, and a backslash in its password.
    @Test(arguments: [
        ("https://paypal.com@evil.example/", "https://***@evil.example/"),
        ("https://paypal.com:443@evil.example/a", "https://***@evil.example/a"),
        ("https://evil.example\\@apple.com/", "https://evil.example\\@apple.com/"),
        ("https://medium.com/@ada", "https://medium.com/@ada"),
    ])
    func aLinksWholeUserPartIsMasked(link: String, shown: String) {
        #expect(FeedAddress.withoutUserPart(link) == shown)
        #expect(FeedAddress.masked("https://ada:pa\\ss@feeds.example/") == "https://ada:***@feeds.example/")
    }

    @Test func errorMessagesMaskTheAddress() {
        #expect(FeedListError.alreadyListed(secret).message == "https://ada:***@feeds.example/private.xml is already in the feed list")
        #expect(FeedListError.notListed(secret).message == "https://ada:***@feeds.example/private.xml is not in the feed list")
        #expect(FeedListError.unsupportedScheme("ftp://ada:s3cret@feeds.example/a").message
            == "ftp://ada:***@feeds.example/a: only http, https and file feeds can be added")
    }

    /// `aichats feeds remove` takes the address as `aichats feeds list` shows it.
    @Test func theListFindsAFeedByItsMaskedAddress() throws {
        let list = FeedList(feeds: [FeedSubscription(address: try FeedAddress(secret))])
        #expect(list.feed(at: try FeedAddress("https://ada:***@feeds.example/private.xml"))?.address.text == secret)
        #expect(list.feed(at: try FeedAddress("https://bob:***@feeds.example/private.xml")) == nil)
        let token = "https://github.com/ada.private.atom?token=ghp_SECRET&x=1"
        let tokens = FeedList(feeds: [FeedSubscription(address: try FeedAddress(token))])
        #expect(tokens.feed(at: try FeedAddress("https://github.com/ada.private.atom?token=***&x=1"))?.address.text == token)
        #expect(tokens.feed(at: try FeedAddress("https://github.com/ada.private.atom?token=***&x=2")) == nil)
    }

    @Test func aFailureThatQuotesTheLoginIsMaskedWhereItIsShownAndStored() async throws {
        let cache = FakeFeedCache(), fetcher = ScriptedFeedFetcher()
        fetcher.answer(secret, with: .failed(reason: "the server redirected to \(secret)?page=2, which failed", retryAfter: nil))
        let list = FeedList(feeds: [FeedSubscription(address: try FeedAddress(secret))])
        let refresher = FeedRefresher(feedList: FakeFeedListStore(list), cache: cache, fetcher: fetcher)
        let masked = "the server redirected to https://ada:***@feeds.example/private.xml?page=2, which failed"
        #expect(try await refresher.refresh().map(\.outcome) == [.failed(reason: masked)])
        #expect(cache.statuses().map(\.lastError) == [masked])
    }
}
