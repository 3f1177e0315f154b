import Foundation
import Testing
import Domain

@Suite("Texts are trimmed as Foundation trims white space and line breaks")
struct BlankEdgesTests {
    @Test func everyScalarOfTheBasicPlaneIsBlankWhereFoundationSaysSo() {
        let differing = (0...0xFFFF).compactMap(Unicode.Scalar.init).filter { scalar in
            let text = "a\(scalar)b\(scalar)"
            return BlankEdges.trimmed(text) != text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(differing.map { String($0.value, radix: 16) } == [])
    }

    @Test(arguments: [
        "", " ", "\n\t \u{3000}", "plain", "  two ends \n", "\u{A0}nbsp\u{2028}", " e\u{301} ", " \u{301}x",
        "日本語\u{3000}", "\u{1F600} ", "\r\n\r\n", "inner  spaces stay",
    ])
    func textsAreTrimmedAsFoundationTrimsThem(text: String) {
        #expect(BlankEdges.trimmed(text) == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
