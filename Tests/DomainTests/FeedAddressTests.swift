import Domain
import Testing

@Suite("Feed addresses: http, https and file only; duplicates compared normalised")
struct FeedAddressTests {
    @Test(arguments: ["https://example.com/feed.xml", "http://example.com", "file:///home/ada/feed.xml", "HTTPS://x.org/a"])
    func allowedSchemes(text: String) throws {
        #expect(try FeedAddress(text).text == text)
    }

    @Test(arguments: ["ftp://example.com/feed", "javascript:alert(1)", "data:text/xml,<rss/>", "mailto:a@b.c", "gopher://x"])
    func otherSchemesAreRefused(text: String) {
        #expect(throws: FeedListError.unsupportedScheme(text)) { try FeedAddress(text) }
    }

    @Test(arguments: ["", "example.com/feed", "http://", "https:///path", "not a url", "http://a b/c", "file:feed.xml"])
    func whatIsNotAURLIsRefused(text: String) {
        #expect(throws: FeedListError.self) { try FeedAddress(text) }
        #expect((try? FeedAddress(text)) == nil)
    }

    @Test func spacesAroundAreDropped() throws {
        #expect(try FeedAddress("  https://x.org/feed \n").text == "https://x.org/feed")
    }

    @Test(arguments: [
        ("HTTPS://Example.COM/feed", "https://example.com/feed"),
        ("https://example.com:443/feed", "https://example.com/feed"),
        ("http://example.com:80/", "http://example.com"),
        ("Http://EXAMPLE.com", "http://example.com/"),
    ])
    func sameFeed(one: String, other: String) throws {
        #expect(try FeedAddress(one).isSameFeed(as: FeedAddress(other)))
    }

    @Test(arguments: [
        ("http://example.com:8080/feed", "http://example.com/feed"),
        ("https://example.com:80/feed", "https://example.com/feed"),
        ("http://example.com/feed", "https://example.com/feed"),
        ("https://example.com/Feed", "https://example.com/feed"),
        ("https://example.com/feed?a=1", "https://example.com/feed"),
    ])
    func differentFeeds(one: String, other: String) throws {
        #expect(try !FeedAddress(one).isSameFeed(as: FeedAddress(other)))
    }
}
