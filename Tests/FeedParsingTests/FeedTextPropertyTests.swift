import Foundation
import PropertyBased
import Testing
import FeedParsing

/// Any text XML can carry comes out of a feed as it went in, escaped or not; any text at all
/// through JSON.
@Suite struct FeedTextPropertyTests {
    static let markupCharacters: [Character] = ["&", "<", ">", "\"", "'", "]", "\t", "\n", " "]

    /// Characters XML 1.0 allows, the markup ones often: no C0 control but tab and line feed,
    /// no surrogate, no U+FFFE or U+FFFF.
    static let xmlCharacters = Gen<UInt32>.value(in: 0...(0x10FFFF - 0x800 - 0x20)).map { value -> Character in
        if value < 40 { return markupCharacters[Int(value) % markupCharacters.count] }
        var scalar = value + 0x20
        if scalar >= 0xD800 { scalar += 0x800 }
        if scalar == 0xFFFE || scalar == 0xFFFF { scalar = 0xFFFD }
        return Character(Unicode.Scalar(scalar) ?? "?")
    }

    /// Any scalar at all, controls and escape sequences included.
    static let anyCharacters = Gen<UInt32>.value(in: 0...(0x10FFFF - 0x800)).map { value -> Character in
        Character(Unicode.Scalar(value >= 0xD800 ? value + 0x800 : value) ?? "?")
    }

    @Test func xmlTextComesOutAsWritten() async {
        await propertyCheck(count: 300, input: Self.xmlCharacters.string(of: 0...40)) { title in
            let escaped = title.replacingOccurrences(of: "&", with: "&amp;")
                .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
            let document = "<rss version=\"2.0\"><channel><item><title>\(escaped)</title></item></channel></rss>"
            let feed = try? parseFeed(document)
            #expect(feed?.items.first?.title == title.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    @Test func jsonTextComesOutAsWritten() async {
        await propertyCheck(count: 300, input: Self.anyCharacters.string(of: 0...40)) { title in
            let object: [String: Any] = ["version": "https://jsonfeed.org/version/1.1", "items": [["title": title]]]
            let data = (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
            #expect((try? parseFeed(data))?.items.first?.title == title.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }
}
