import Foundation
import PropertyBased
import Testing
@testable import Domain

/// `TextMatch.contains` compares ASCII byte by byte: it must answer as Foundation's comparison
/// does, which it stands in for.
@Suite("TextMatch")
struct TextMatchTests {
    /// Short texts over few letters of both cases, digits, punctuation and SQL's wildcards, so
    /// that matches are frequent.
    static let alphabet = Array("aAbBzZ09 %_\\-.")
    static let asciiText = Gen.int(in: 0...(alphabet.count - 1)).array(of: 0...12).map { String($0.map { alphabet[$0] }) }

    @Test func asciiAnswersAsFoundationDoes() async {
        await propertyCheck(count: 500, input: Self.asciiText, Self.asciiText) { needle, text in
            guard !needle.isEmpty else { return }
            #expect(TextMatch.asciiContains(needle, in: text) == (text.range(of: needle, options: TextMatch.options) != nil))
        }
    }

    @Test("case, accents and every script", arguments: [
        ("USUAL length", "a headline of a usual length", true),
        ("cafe", "Café crème", true),
        ("CAFÉ", "cafe", true),
        ("長安", "古装剧《长安小吏》", false),
        ("长安", "古装剧《长安小吏》", true),
        ("%", "100% sure", true),
        ("_", "a b", false),
        ("zzz", "", false),
    ])
    func examples(needle: String, text: String, found: Bool) {
        #expect(TextMatch.contains(needle, in: text) == found)
    }

    @Test func nonASCIIIsLeftToFoundation() {
        #expect(TextMatch.asciiContains("e", in: "é") == nil)
        #expect(TextMatch.asciiContains("é", in: "e") == nil)
        #expect(TextMatch.asciiContains("ab", in: "xaby") == true)
    }
}
