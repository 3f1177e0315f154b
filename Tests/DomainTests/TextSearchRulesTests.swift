import Foundation
import PropertyBased
import Testing
@testable import Domain

/// How the app searches text (`TextMatch` over `TextFolding`), standing in for Foundation's
/// case- and diacritic-insensitive `range(of:options:)`: it must find what Foundation finds, but
/// for kana, which keep their voicing marks, as Foundation's own folding keeps them (its search
/// finds "ガ" in "カ").
@Suite("Text search rules")
struct TextSearchRulesTests {
    static func foundationFinds(_ needle: String, in text: String) -> Bool {
        text.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }

    @Test func asciiIsComparedAsFoundationDoes() async {
        await propertyCheck(count: 500, input: texts(over: "aAbBzZ09 %_\\-.", upTo: 12), texts(over: "aAbB %_", upTo: 4)) {
            text, needle in
            guard !needle.isEmpty else { return }
            #expect(TextMatch.contains(needle, in: text) == Self.foundationFinds(needle, in: text))
        }
    }

    @Test func foldedTextIsSearchedAsFoundationDoes() async {
        let text = texts(over: "aAeEéÉèÊüÜnÑñ\u{301} σΣΆά%_カ长安🍵", upTo: 10)
        await propertyCheck(count: 1000, input: text, text) { text, needle in
            guard !needle.isEmpty else { return }
            let found = TextFolding.contains(TextFolding.folded(needle), in: text)
            #expect(found == Self.foundationFinds(needle, in: text), "«\(needle)» in «\(text)»")
        }
    }

    @Test("TextMatch: case, accents and every script", arguments: [
        ("USUAL length", "a headline of a usual length", true), ("cafe", "Café crème", true), ("CAFÉ", "cafe", true),
        ("長安", "古装剧《长安小吏》", false), ("长安", "古装剧《长安小吏》", true), ("%", "100% sure", true),
        ("_", "a b", false), ("zzz", "", false),
    ])
    func matchExamples(needle: String, text: String, found: Bool) {
        #expect(TextMatch.contains(needle, in: text) == found)
    }

    /// Japanese and Chinese text writes Latin letters and digits full width, and a Japanese IME
    /// types either width: a search finds both, as a browser's find-in-page does.
    @Test("TextMatch: full width and half width fold as case does", arguments: [
        ("latin", "Ｆｕｌｌｗｉｄｔｈ　ＬＡＴＩＮ", true), ("ＬＡＴＩＮ", "plain latin", true), ("iphone16", "ｉＰｈｏｎｅ１６ 発売", true),
        ("カ", "半角ｶﾀｶﾅ", true), ("ｶﾀｶﾅ", "全角カタカナ", true), ("ａｉ", "AI news", true), ("ガ", "カ", false),
    ])
    func widthFolding(needle: String, text: String, found: Bool) {
        #expect(TextMatch.contains(needle, in: text) == found, "«\(needle)» in «\(text)»")
    }

    @Test("TextFolding: folded forms", arguments: [
        ("Café CRÈME", "cafe creme"), ("ΣΊΣΥΦΟΣ", "σισυφοσ"), ("ＡＢＣ", "abc"), ("Straße", "strasse"),
        ("古装剧《长安小吏》", "古装剧《长安小吏》"), ("Mochi 🍡", "mochi 🍡"), ("e\u{301}", "e"), ("", ""),
    ])
    func foldedForms(text: String, folded: String) {
        #expect(String(decoding: TextFolding.folded(text), as: UTF8.self) == folded)
    }

    @Test func kanaKeepTheirVoicingMarksAndAnEmptyNeedleIsEverywhere() {
        #expect(!TextFolding.contains(TextFolding.folded("ガ"), in: "カメラ"))
        #expect(TextFolding.contains(TextFolding.folded("ガ"), in: "ガラス"))
        #expect(TextFolding.contains([], in: ""))
        #expect(!TextFolding.contains(TextFolding.folded("abcd"), in: "abc"))
    }

    @Test("TextFolding: where a search found its query", arguments: [
        ("cafe", "Le Café crème", "Café"), ("E", "ne\u{301}e", "e\u{301}"), ("长安", "古装剧《长安小吏》", "长安"),
        ("ガ", "カメラ", nil), ("", "anything", nil),
    ] as [(String, String, String?)])
    func matchRanges(needle: String, text: String, found: String?) {
        #expect(TextFolding.range(of: TextFolding.folded(needle), in: text).map { String(text[$0]) } == found)
    }
}
