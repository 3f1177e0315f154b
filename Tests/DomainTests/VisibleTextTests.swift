import Domain
import Testing

@Suite("VisibleText: what shows nothing")
struct VisibleTextTests {
    @Test("white space and invisible characters only", arguments: [
        "", " \t\n", "\u{200D}\u{200B}\u{AD}", "\u{200E}\u{202E}\u{2066}", "\u{FE0F}\u{2060}", "\u{1B}\u{7}",
    ])
    func empty(_ text: String) { #expect(VisibleText.isEmpty(text)) }

    @Test("anything that shows, with or without invisible characters around it", arguments: [
        "a", "\u{200D}a\u{200D}", "你", "👨\u{200D}👩\u{200D}👧", "❤\u{FE0F}", "-",
    ])
    func visible(_ text: String) { #expect(!VisibleText.isEmpty(text)) }
}
