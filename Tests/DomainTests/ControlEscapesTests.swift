import Domain
import Testing

@Suite("ControlEscapes: control characters shown, not sent nor removed")
struct ControlEscapesTests {
    @Test("each control character becomes a visible escape; the rest is kept", arguments: [
        ("plain 東京 👩‍💻", "plain 東京 👩‍💻"),
        ("\u{1B}]0;TTL\u{7}\u{1B}[31mred", "\\e]0;TTL\\u{7}\\e[31mred"),
        ("a\nb\rc\td\u{0}e", "a\\nb\\rc\\td\\0e"),
        ("del\u{7F} c1\u{9B}2J", "del\\u{7F} c1\\u{9B}2J"),
        ("\u{202E}evil\u{2066}", "\\u{202E}evil\\u{2066}"),
    ])
    func visible(_ text: String, _ shown: String) {
        #expect(ControlEscapes.visible(text) == shown)
        #expect(ControlEscapes.holdsControl(text) == (text != shown))
    }

    @Test func keptCharactersStay() {
        #expect(ControlEscapes.visible("one\n\ttwo\u{1B}[2J", keeping: ["\n", "\t"]) == "one\n\ttwo\\e[2J")
    }
}
