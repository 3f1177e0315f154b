import Foundation
import Testing
import FeedParsing

/// RFC 7303: the charset of an XML content type decides the encoding, over the declaration; a
/// byte order mark decides over both.
@Suite struct ContentTypeCharsetTests {
    /// "café" in ISO-8859-1 and "日本語" in Shift_JIS.
    static let latin1Cafe: [UInt8] = [0x63, 0x61, 0x66, 0xE9]
    static let shiftJISNihongo: [UInt8] = [0x93, 0xFA, 0x96, 0x7B, 0x8C, 0xEA]

    private static func feed(title: [UInt8], declaration: String = "") -> Data {
        Data("\(declaration)<rss version=\"2.0\"><channel><title>".utf8) + Data(title)
            + Data("</title></channel></rss>".utf8)
    }

    @Test func theCharsetDecidesWhenTheDocumentDeclaresNone() throws {
        let latin1 = try parseFeed(Self.feed(title: Self.latin1Cafe), contentType: "text/xml; charset=ISO-8859-1")
        #expect(latin1.title == "café")
        let shiftJIS = try parseFeed(Self.feed(title: Self.shiftJISNihongo), contentType: "application/xml;charset=\"Shift_JIS\"")
        #expect(shiftJIS.title == "日本語")
        let rssType = try parseFeed(Self.feed(title: Self.latin1Cafe), contentType: "application/rss+xml; Charset=latin1")
        #expect(rssType.title == "café")
    }

    @Test func theCharsetWinsOverTheDeclaration() throws {
        let declared = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
        let latin1 = Self.feed(title: Self.latin1Cafe, declaration: declared)
        #expect(try parseFeed(latin1, contentType: "text/xml; charset=iso-8859-1").title == "café")
        let shiftJIS = Self.feed(title: Self.shiftJISNihongo, declaration: "<?xml version=\"1.0\" encoding=\"ISO-8859-1\" standalone=\"yes\"?>")
        #expect(try parseFeed(shiftJIS, contentType: "text/xml; charset=Shift_JIS").title == "日本語")
        let utf8 = Self.feed(title: Array("ü".utf8), declaration: "<?xml version=\"1.0\" encoding=\"Shift_JIS\"?>")
        #expect(try parseFeed(utf8, contentType: "text/xml; charset=utf-8").title == "ü")
    }

    /// A server's default charset (`iso-8859-1`) sent with a document that says UTF-8 and is
    /// valid UTF-8 would turn every letter past ASCII into mojibake: the document wins then.
    @Test func aDocumentThatSaysUTF8AndIsUTF8WinsOverTheCharset() throws {
        let title = "عنوان 日本語 Emoji 🎉"
        let utf8 = Self.feed(title: Array(title.utf8), declaration: "<?xml version=\"1.0\" encoding=\"utf-8\"?>")
        #expect(try parseFeed(utf8, contentType: "application/rss+xml; charset=iso-8859-1").title == title)
        #expect(try parseFeed(utf8, contentType: "text/xml; charset=windows-1252").title == title)
        // Saying nothing, the document does not outweigh the charset.
        let undeclared = Self.feed(title: Array("Ã©".utf8))
        #expect(try parseFeed(undeclared, contentType: "text/xml; charset=windows-1252").title == "ÃƒÂ©")
    }

    @Test func withoutACharsetTheDeclarationDecides() throws {
        let latin1 = Self.feed(title: Self.latin1Cafe, declaration: "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>")
        #expect(try parseFeed(latin1, contentType: "text/xml").title == "café")
        #expect(try parseFeed(latin1, contentType: nil).title == "café")
    }

    /// Servers call feeds `text/html` and `text/plain` carelessly; only an XML type is trusted.
    @Test func theCharsetOfAnotherTypeIsIgnored() throws {
        let utf8 = Self.feed(title: Array("café".utf8))
        #expect(try parseFeed(utf8, contentType: "text/html; charset=ISO-8859-1").title == "café")
    }

    @Test func aByteOrderMarkWinsOverBoth() throws {
        let document = Data([0xEF, 0xBB, 0xBF]) + Self.feed(
            title: Array("café".utf8), declaration: "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>")
        #expect(try parseFeed(document, contentType: "text/xml; charset=Shift_JIS").title == "café")
    }

    /// An unknown or odd charset is passed over: the declaration (here none: UTF-8) decides.
    @Test func aCharsetThatIsNoPlainKnownNameIsPassedOver() throws {
        let utf8 = Self.feed(title: Array("café".utf8))
        #expect(try parseFeed(utf8, contentType: "text/xml; charset=x-unheard-of").title == "café")
        #expect(try parseFeed(utf8, contentType: "text/xml; charset=\"sjis\"?><!ENTITY\"").title == "café")
    }
}
