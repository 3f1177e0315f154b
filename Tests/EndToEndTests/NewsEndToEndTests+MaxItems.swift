import Foundation
import TestSupport
import Testing

extension NewsEndToEndTests {
    /// An RSS file of the items numbered `numbers`, newest (highest) first.
    static func numberedFeed(_ numbers: [Int]) -> String {
        let items = numbers.sorted(by: >).map { number in
            "<item><guid>n\(number)</guid><title>Number \(number)</title>"
                + "<pubDate>Tue, 14 Nov 2023 \(10 + number):00:00 GMT</pubDate></item>"
        }
        return #"<?xml version="1.0"?><rss version="2.0"><channel><title>Numbers</title>"# + items.joined() + "</channel></rss>"
    }

    /// `[feeds] max_items` of config.toml bounds what `aichats refresh` keeps of a feed, and its
    /// line says how many old items went; `config check` refuses a negative one.
    @Test func refreshKeepsMaxItemsOfAFeedAndSaysHowManyOldOnesWent() throws {
        let feed = try TemporaryFolder()
        let url = feed.file("numbers.xml").absoluteString
        try config.write("\(url)\n", to: "aichats/urls")
        try config.write("[feeds]\nmax_items = 2\n", to: "aichats/config.toml")
        try feed.write(Self.numberedFeed([1, 2]), to: "numbers.xml")
        #expect(try run("refresh").output.contains("\(url): 2 new items\n"))
        try feed.write(Self.numberedFeed([3, 4, 5]), to: "numbers.xml")
        let refresh = try run("refresh")
        #expect(refresh.status == 0)
        #expect(refresh.output.contains("\(url): 3 new items, 2 old ones removed (a feed keeps its newest 2)\n"), "\(refresh.output)")
        #expect(refresh.output.hasSuffix("Refreshed 1 feed: 3 new items, 2 old items removed, 0 failed\n"))
        #expect(try run("news").output.split(separator: "\n").count == 3, "the last fetch is kept whole")

        try config.write("[feeds]\nmax_items = -1\n", to: "aichats/config.toml")
        let check = try run("config", "check")
        #expect(check.status == 2)
        #expect(check.errors.contains("feeds.max_items: must be 0 (keep every item) or more, not -1"), "\(check.errors)")
        #expect(try run("refresh").status == 2, "refresh stops on the mistake, as the app does")
    }
}
