import Foundation
import Testing
import FeedParsing

@Suite struct EncodingTests {
    private static func document(title: String, encoding: String) -> String {
        "<?xml version=\"1.0\" encoding=\"\(encoding)\"?><rss version=\"2.0\"><channel><title>\(title)</title></channel></rss>"
    }

    @Test func utf8WithAndWithoutAByteOrderMark() throws {
        let text = Self.document(title: "Grüße 世界", encoding: "UTF-8")
        #expect(try parseFeed(Data(text.utf8)).title == "Grüße 世界")
        #expect(try parseFeed(Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)).title == "Grüße 世界")
    }

    @Test func utf16LittleAndBigEndianWithAByteOrderMark() throws {
        let text = Self.document(title: "Grüße 世界 🎉", encoding: "UTF-16")
        let little = Data([0xFF, 0xFE]) + Data(text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        let big = Data([0xFE, 0xFF]) + Data(text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        #expect(try parseFeed(little).title == "Grüße 世界 🎉")
        #expect(try parseFeed(big).title == "Grüße 世界 🎉")
    }

    @Test func iso88591() throws {
        // 0x80 is a C1 control in ISO-8859-1, where Windows-1252 has the euro sign.
        let bytes = Data(Self.document(title: "Caf_ __", encoding: "iso-8859-1").utf8)
        let feed = try parseFeed(replacing(bytes, "_", with: [0xE9, 0xFF, 0x80]))
        #expect(feed.title == "Café ÿ\u{80}")
    }

    @Test func windows1252ReadsItsPrintableHighBytes() throws {
        // 0x93 0x94: curly quotes, 0x80: the euro sign, 0xE9: é.
        let bytes = Data(Self.document(title: "_5 _caf__", encoding: "windows-1252").utf8)
        let feed = try parseFeed(replacing(bytes, "_", with: [0x80, 0x93, 0xE9, 0x94]))
        #expect(feed.title == "€5 “café”")
    }

    @Test func strayBytesInUTF8BecomeReplacementCharacters() throws {
        let bytes = Data(Self.document(title: "bad _ byte", encoding: "UTF-8").utf8)
        #expect(try parseFeed(replacing(bytes, "_", with: [0x96])).title == "bad \u{FFFD} byte")
    }

    /// A document that declares no encoding and is not UTF-8 is Windows-1252 (Latin-1 with
    /// curly quotes), as feedparser reads it; one stray byte among UTF-8 letters stays U+FFFD.
    @Test func undeclaredBytesThatAreNoUTF8AreWindows1252() throws {
        let latin = Data("<rss version=\"2.0\"><channel><title>Cr_me br_l_e _news_</title></channel></rss>".utf8)
        #expect(try parseFeed(replacing(latin, "_", with: [0xE8, 0xFB, 0xE9, 0x93, 0x94])).title == "Crème brûlée “news”")
        let mixed = Data("<rss version=\"2.0\"><channel><title>Grüße _</title></channel></rss>".utf8)
        #expect(try parseFeed(replacing(mixed, "_", with: [0x96])).title == "Grüße \u{FFFD}")
    }

    @Test func otherEncodingsAreLeftToLibxml2() throws {
        // 0xC1 0xC2 are а and б in KOI8-R.
        let bytes = Data(Self.document(title: "__", encoding: "KOI8-R").utf8)
        #expect(try parseFeed(replacing(bytes, "_", with: [0xC1, 0xC2])).title == "аб")
    }

    @Test func anEncodingNobodyKnowsIsAnError() {
        let text = Self.document(title: "x", encoding: "x-nonsense")
        #expect(parseError(Data(text.utf8)) == .unsupportedEncoding("x-nonsense"))
        #expect(parseError(Data([0xFF, 0xFE, 0x00, 0x00, 0x3C, 0, 0, 0])) == .unsupportedEncoding("UTF-32"))
    }

    /// UTF-7 writes `<` as `+ADw-`: an entity declaration would pass the scan unseen.
    @Test func utf7IsRefusedBeforeLibxml2SeesIt() {
        let document = """
            <?xml version="1.0" encoding="UTF-7"?>+ADw-!DOCTYPE rss +AFs-+ADw-!ENTITY a "b"+AD4-+AF0-+AD4-
            <rss version="2.0"><channel><title>&a;</title></channel></rss>
            """
        #expect(parseError(document) == .unsupportedEncoding("UTF-7"))
    }

    @Test func aDeclarationSayingUTF16OverUTF8Text() throws {
        #expect(try parseFeed(Data(Self.document(title: "ü", encoding: "utf-16").utf8)).title == "ü")
    }

    /// The bytes with each `_` of the ASCII text replaced by the next of the given bytes.
    private func replacing(_ data: Data, _ marker: Character, with bytes: [UInt8]) -> Data {
        var remaining = bytes[...]
        return Data(data.map { byte in
            guard byte == marker.asciiValue, let next = remaining.popFirst() else { return byte }
            return next
        })
    }
}
