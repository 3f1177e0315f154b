import Domain
import Testing

@Suite("String.replacingScalars")
struct ScalarEscapingTests {
    @Test func replacesWhatItNamesDropsOnEmptyAndKeepsTheRest() {
        let text = "a<b\u{7}c 東京 👩‍💻"
        let escaped = text.replacingScalars { scalar in
            switch scalar {
            case "<": "&lt;"
            case "\u{7}": ""
            default: nil
            }
        }
        #expect(escaped == "a&lt;bc 東京 👩‍💻")
    }
}
