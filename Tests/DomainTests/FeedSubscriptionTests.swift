import Domain
import Testing

@Suite("Feed subscriptions: tags, ~Title, !, categories and premium")
struct FeedSubscriptionTests {
    func feed(_ words: [String]) throws -> FeedSubscription {
        FeedSubscription(address: try FeedAddress("https://example.com/feed"), words: words)
    }

    @Test func wordsBecomeTagsInOrderATitleAndTheHiddenMark() throws {
        let feed = try feed(["tech", "~My Feed", "world news", "!", "premium"])
        #expect(feed.tags == ["tech", "world news", "premium"])
        #expect(feed.title == "My Feed")
        #expect(feed.isHidden)
        #expect(feed.words == ["tech", "world news", "premium", "~My Feed", "!"])
    }

    @Test func theLastTitleWinsAsInNewsboat() throws {
        #expect(try feed(["~One", "~Two"]).title == "Two")
        #expect(try feed([]).title == nil)
        #expect(try feed(["~"]).title == nil, "a bare ~ is no title")
        #expect(FeedSubscription(address: try FeedAddress("https://example.com/feed"), title: " ").words == [])
        #expect(try !feed(["tech"]).isHidden)
    }

    @Test func tagsAreTheCategoriesButPremiumMarksAFeedThatNeedsAnAccount() throws {
        let paid = try feed(["business", "Premium", "world", "business"])
        #expect(paid.categories == ["business", "world"])
        #expect(paid.needsAccount)
        #expect(try !feed(["business"]).needsAccount)
    }

    @Test func addingAFeedAlreadyListedInAnotherSpellingIsRefusedWithTheListedURL() throws {
        let list = FeedList(feeds: [try feed(["tech"])])
        let again = FeedSubscription(address: try FeedAddress("HTTPS://EXAMPLE.com:443/feed"))
        #expect(throws: FeedListError.alreadyListed("https://example.com/feed")) { try list.checkAddition(of: again) }
        let other = FeedSubscription(address: try FeedAddress("https://example.com/other"))
        #expect(throws: Never.self) { try list.checkAddition(of: other) }
        for tag in ["", "!", "~Title", "rock, pop", ","] {
            let wrongTag = FeedSubscription(address: try FeedAddress("https://example.com/other"), tags: ["ok", tag])
            #expect(throws: FeedListError.invalidTag(tag)) { try list.checkAddition(of: wrongTag) }
        }
    }

    /// Tags and titles are cleaned first, so the rules see what would be written: a tag that
    /// cleans to "!" would hide the feed, one to "~…" rename it, an empty one be none.
    @Test func theTagRulesSeeTheCleanedTag() throws {
        let list = FeedList(feeds: [])
        for (tag, clean) in [("!\u{1}", "!"), ("\u{1B}[0m~Hijack", "~Hijack"), ("\u{7F}", "")] {
            let sneaky = FeedSubscription(address: try FeedAddress("https://example.com/other"), tags: [tag])
            #expect(throws: FeedListError.invalidTag(clean)) { try list.checkAddition(of: sneaky) }
        }
        #expect(FeedSubscription(address: try FeedAddress("https://example.com/a"), title: "\u{1}").title == nil)
        let multiline = FeedSubscription(address: try FeedAddress("https://example.com/a"), tags: ["new\nline\tand\r\ncr"], title: "A\nB")
        #expect(multiline.tags == ["new line and cr"], "one line, as an OPML export and import gives it back")
        #expect(multiline.title == "A B")
        #expect(throws: FeedListError.notAURL("https://x.example/\u{1B}[2J")) { try FeedAddress("https://x.example/\u{1B}[2J") }
    }

    @Test func eachRefusalIsASentence() {
        #expect(FeedListError.alreadyListed("https://x").message == "https://x is already in the feed list")
        #expect(FeedListError.unsupportedScheme("ftp://x/f").message == "ftp://x/f: only http, https and file feeds can be added")
        #expect(FeedListError.notListed("https://x").message == "https://x is not in the feed list")
        #expect(FeedListError.opmlUnreadable(path: "/a.opml", reason: "why").message
            == "could not import the OPML file /a.opml (the feed list is unchanged): why")
        #expect(FeedListError.notAFeedList(path: "/a.png", problem: "line 1: why").message
            == "/a.png is neither an OPML file nor a newsboat urls file (line 1: why); the feed list is unchanged")
        #expect(FeedListProblem(line: 3, reason: "why").message == "line 3: why")
        #expect(FeedListProblem(reason: "why").message == "why" && FeedListProblem(reason: "why").line == nil)
    }
}
