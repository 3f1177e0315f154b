import FeedParsing
import Testing
@testable import aichats_http

/// One `links` array for an item's two texts: the markers of both must name the right link.
@Suite("Link markers of an item's content and summary")
struct LinkMarkersTests {
    @Test("the summary's markers follow the content's, a link both have keeps the content's number")
    func renumbered() {
        var links = ["https://a/", "https://b/"]
        let summary = RenderedHTML(text: "See [1], [2] and [3]; not [4] nor [x].", links: ["https://c/", "https://a/", "https://d/"])
        let text = LinkMarkers.renumber(summary, into: &links)
        #expect(text == "See [3], [1] and [4]; not [4] nor [x].")
        #expect(links == ["https://a/", "https://b/", "https://c/", "https://d/"])
    }

    @Test("alone, a text keeps its numbers")
    func alone() {
        var links: [String] = []
        let rendered = RenderedHTML(text: "One [1] two [2]", links: ["https://a/", "https://b/"])
        #expect(LinkMarkers.renumber(rendered, into: &links) == "One [1] two [2]")
        #expect(links == ["https://a/", "https://b/"])
    }

    @Test("an item gets the content's links, then the summary's new ones; both texts agree with them")
    func item() {
        var parsed = ParsedItem()
        parsed.content = #"<p>Body <a href="https://a/">a</a> and <a href="https://b/">b</a>.</p>"#
        parsed.summary = #"<p>Short <a href="https://b/">b</a>, <a href="https://s/">s</a>.</p>"#
        let item = FetchedFeedBuilder.item(parsed)
        #expect(item.contentText == "Body a[1] and b[2].")
        #expect(item.summaryText == "Short b[2], s[3].")
        #expect(item.links == ["https://a/", "https://b/", "https://s/"])
    }
}
