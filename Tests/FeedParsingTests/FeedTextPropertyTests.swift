import Foundation
import PropertyBased
import Testing
import FeedParsing

/// Any text XML can carry comes out of a feed as it went in, escaped or not; any text at all
/// through JSON; a title's white space as one space a run.
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
            Self.expectOneLine(feed?.items.first?.title, from: title)
        }
    }

    @Test func jsonTextComesOutAsWritten() async {
        await propertyCheck(count: 300, input: Self.anyCharacters.string(of: 0...40)) { title in
            let object: [String: Any] = ["version": "https://jsonfeed.org/version/1.1", "items": [["title": title]]]
            let data = (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
            Self.expectOneLine((try? parseFeed(data))?.items.first?.title, from: title)
        }
    }

    /// The title keeps every character but white space, whose runs inside are one space: no
    /// other white space than a space (and the no-break ones), no two in a row, none at the ends.
    private static func expectOneLine(_ parsed: String?, from written: String) {
        guard let parsed else { return #expect(parsed != nil) }
        let scalars = Array(parsed.unicodeScalars)
        let noBreak: Set<Unicode.Scalar> = ["\u{A0}", "\u{2007}", "\u{202F}"]
        let breaking = scalars.filter { $0.properties.isWhitespace && !noBreak.contains($0) }
        #expect(breaking.allSatisfy { $0 == " " })
        #expect(!parsed.contains("  ") && parsed.first != " " && parsed.last != " ")
        #expect(withoutWhitespace(parsed) == withoutWhitespace(written))
    }

    private static func withoutWhitespace(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { scalar in
            !scalar.properties.isWhitespace && !CharacterSet.whitespacesAndNewlines.contains(scalar)
        }))
    }
}
