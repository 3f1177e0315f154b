import Foundation
import PropertyBased
import Testing
@testable import Domain

/// `TextFolding` folds each code point from a table Foundation filled: a search by its bytes
/// finds what Foundation's case- and diacritic-insensitive search finds, but for kana, which
/// keep their voicing marks as Foundation's folding keeps them (its search finds "ガ" in "カ").
@Suite("TextFolding")
struct TextFoldingTests {
    /// Letters with and without accents in both cases, decomposed accents, Greek, kana, CJK,
    /// emoji, and SQL's wildcards.
    static let alphabet = Array("aAeEéÉèÊüÜnÑñ\u{301} σΣΆά%_カ长安🍵")
    static let text = Gen.int(in: 0...(alphabet.count - 1)).array(of: 0...10).map { String($0.map { alphabet[$0] }) }

    @Test func aSearchFindsWhatFoundationFinds() async {
        await propertyCheck(count: 1000, input: Self.text, Self.text) { needle, text in
            guard !needle.isEmpty else { return }
            let foundation = text.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive]) != nil
            #expect(TextFolding.contains(TextFolding.folded(needle), in: text) == foundation, "«\(needle)» in «\(text)»")
        }
    }

    @Test("folded forms", arguments: [
        ("Café CRÈME", "cafe creme"), ("ΣΊΣΥΦΟΣ", "σισυφοσ"), ("ＡＢＣ", "ａｂｃ"), ("Straße", "strasse"),
        ("古装剧《长安小吏》", "古装剧《长安小吏》"), ("Mochi 🍡", "mochi 🍡"), ("e\u{301}", "e"), ("", ""),
    ])
    func foldedForms(text: String, folded: String) {
        #expect(String(decoding: TextFolding.folded(text), as: UTF8.self) == folded)
    }

    @Test func kanaKeepTheirVoicingMarks() {
        #expect(!TextFolding.contains(TextFolding.folded("ガ"), in: "カメラ"))
        #expect(TextFolding.contains(TextFolding.folded("ガ"), in: "ガラス"))
    }

    @Test func anEmptyNeedleIsInEveryText() {
        #expect(TextFolding.contains([], in: ""))
        #expect(TextFolding.contains([], in: "abc"))
        #expect(!TextFolding.contains(TextFolding.folded("abcd"), in: "abc"))
    }
}
