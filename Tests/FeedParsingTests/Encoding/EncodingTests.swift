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

    @Test func anEncodingItCannotReadIsAnError() {
        let text = Self.document(title: "x", encoding: "UTF-32")
        #expect(parseError(Data(text.utf8)) == .unsupportedEncoding("UTF-32"))
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
