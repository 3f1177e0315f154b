import Domain
import Testing

@Suite("Feed addresses: http, https and file only; duplicates compared normalised")
struct FeedAddressTests {
    @Test(arguments: [
        "https://example.com/feed.xml", "http://example.com", "file:///home/ada/feed.xml", "HTTPS://x.org/a",
        "file://localhost/home/ada/feed.xml",
    ])
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

    @Test("what is not a URL is told how to write it", arguments: [
        ("", "no URL given; write one in full, e.g. https://example.com/feed.xml"),
        ("/home/ada/feed.xml", "/home/ada/feed.xml is not a URL; a local file is written file:///home/ada/feed.xml"),
        ("file://feeds/basic.xml", "file://feeds/basic.xml is not a file URL this machine can read: write file:// and "
            + "the absolute path, e.g. file:///home/me/feed.xml"),
        ("a.org/feed", "'a.org/feed' is not a URL; write it in full, e.g. https://example.com/feed.xml"),
        ("not", "'not' is not a URL; write it in full, e.g. https://example.com/feed.xml"),
        ("http://127.0.0.1:18920/a b", "http://127.0.0.1:18920/a b is not a URL: a URL holds no spaces; write a space as %20"),
        ("http://exa mple.com/", "http://exa mple.com/ is not a URL: a URL holds no spaces; write a space as %20"),
        ("http:///nohost", "http:///nohost is not a URL: it names no host, e.g. https://example.com/feed.xml"),
        ("filter:touch /x:http://a.org/f", "filter:touch /x:http://a.org/f is a newsboat filter: feed, made by a command or "
            + "a query; aichats reads only feed URLs"),
        ("exec:touch /x", "exec:touch /x is a newsboat exec: feed, made by a command or a query; aichats reads only feed URLs"),
        ("http://x/\u{1B}[2J", "http://x/\\e[2J is not a URL: it holds a control character"),
        ("http://127.0.0.1:18760/edited\u{1B}[2J.xml", "http://127.0.0.1:18760/edited\\e[2J.xml is not a URL: it holds a control character"),
        ("https://a.org/\u{202E}txt.exe", "https://a.org/\\u{202E}txt.exe is not a URL: it holds a control character"),
    ])
    func notAURLMessages(text: String, message: String) {
        let error = #expect(throws: FeedListError.self) { try FeedAddress(text) }
        #expect(error?.message == message)
    }

    @Test func spacesAroundAreDropped() throws {
        #expect(try FeedAddress("  https://x.org/feed \n").text == "https://x.org/feed")
    }

    @Test(arguments: [
        ("HTTPS://Example.COM/feed", "https://example.com/feed"),
        ("https://example.com:443/feed", "https://example.com/feed"),
        ("http://example.com:80/", "http://example.com"),
        ("Http://EXAMPLE.com", "http://example.com/"),
        ("http://127.0.0.1:19500/feed.xml#frag", "http://127.0.0.1:19500/feed.xml"),
        ("http://127.0.0.1:19500/%66eed.xml", "http://127.0.0.1:19500/feed.xml"),
        ("http://127.0.0.1:19500/./feed.xml", "http://127.0.0.1:19500/feed.xml"),
        ("http://x.org/a/b/../../feed.xml", "http://x.org/feed.xml"),
        ("http://x.org/../feed.xml", "http://x.org/feed.xml"),
        ("http://x.org/%2E/feed%2exml", "http://x.org/feed.xml"),
        ("http://x.org/a%2fb?q=%7e%3d", "http://x.org/a%2Fb?q=~%3D"),
        ("http://x.org#top", "http://x.org/"),
        ("file://localhost/home/ada/feed.xml", "file:///home/ada/feed.xml"),
        ("file:///home/ada/./feeds/../feed.xml", "file:///home/ada/feed.xml"),
    ])
    func sameFeed(one: String, other: String) throws {
        #expect(try FeedAddress(one).isSameFeed(as: FeedAddress(other)))
    }

    @Test func theTextKeepsTheFragmentAndSpellingAsWritten() throws {
        #expect(try FeedAddress("http://x.org/./%66eed.xml#top").text == "http://x.org/./%66eed.xml#top")
    }

    @Test(arguments: [
        ("http://example.com:8080/feed", "http://example.com/feed"),
        ("https://example.com:80/feed", "https://example.com/feed"),
        ("http://example.com/feed", "https://example.com/feed"),
        ("https://example.com/Feed", "https://example.com/feed"),
        ("https://example.com/feed?a=1", "https://example.com/feed"),
        ("http://x.org/a%2Fb", "http://x.org/a/b"),
        ("http://x.org/feed.xml?a=1", "http://x.org/feed.xml?a=2"),
        ("http://x.org/a/feed.xml", "http://x.org/a/b/../../feed.xml"),
        ("http://x.org/%C3%A9", "http://x.org/%C3%A8"),
    ])
    func differentFeeds(one: String, other: String) throws {
        #expect(try !FeedAddress(one).isSameFeed(as: FeedAddress(other)))
    }
}
