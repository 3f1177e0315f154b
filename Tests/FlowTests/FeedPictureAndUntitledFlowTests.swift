import AppComposition
import AppTestSupport
import DataAccess
import Domain
import Presentation
import TerminalUI
import Testing

/// The reader marks a picture's link "(image)" (as newsboat's URL view does), and calls an
/// item without a title by the start of its text.
@MainActor
@Suite("Pictures among the links, untitled items in the reader")
struct FeedPictureAndUntitledFlowTests {
    @Test func aPicturesLinkIsMarkedInTheLinksAndTheirList() async throws {
        var item = FetchedItem()
        (item.guid, item.title) = ("xkcd", "Feed Reader")
        item.contentText = "[image: Feed Reader] [1] (The hover text is the real punchline here.)\n\nOn the page[2]."
        item.links = ["https://imgs.xkcd.com/comics/feed_reader.png", "https://xkcd.com/9999/"]
        let app = try await FeedItemReader.open(item)
        #expect(app.text.contains("[1] https://imgs.xkcd.com/comics/feed_reader.png (image)"))
        #expect(app.text.contains("[2] https://xkcd.com/9999/\n") || app.text.contains("[2] https://xkcd.com/9999/ "))
        #expect(!app.text.contains("9999/ (image)"))
        await app.type("l")
        let picker = app.text.split(separator: "\n").filter { $0.contains("│") && $0.contains("[1] https://imgs") }
        #expect(picker.first?.contains("feed_reader.png (image)") == true, "\(app.text)")
    }

    @Test func anInlineDataPictureIsNamedByItsTypeAndSizeNotItsBase64() async throws {
        var item = FetchedItem()
        (item.guid, item.title) = ("newsletter", "Chart of the week")
        item.contentText = "[image: chart] [1] Sales went up.\n\nMore[2]."
        let base64 = String(repeating: "QUJD", count: 1000)
        item.links = ["data:image/png;base64," + base64, "https://x.example/more"]
        let app = try await FeedItemReader.open(item)
        let text = app.text
        #expect(text.contains("[1] (inline image, image/png, 3 KB)"), "\(text)")
        #expect(!text.contains("QUJDQUJD"))
        #expect(text.contains("[2] https://x.example/more"))
        await app.type("l")
        let picker = app.text
        #expect(picker.contains("[1] (inline image, image/png, 3 KB)"), "\(picker)")
        #expect(!picker.contains("base64"))
    }

    @Test func anUntitledItemIsCalledByTheStartOfItsText() async throws {
        var item = FetchedItem()
        (item.guid, item.summaryText) = ("toot", "Toot number 0: just shipped a new release of my terminal app, check it out!")
        let app = try await FeedItemReader.open(item)
        #expect(app.text.contains("Toot number 0: just shipped a new release of my terminal…"))
        #expect(!app.text.contains("(untitled)"))
    }
}
