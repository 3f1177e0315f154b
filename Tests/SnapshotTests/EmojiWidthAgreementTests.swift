import AppComposition
import Domain
import Foundation
import Glibc
import Presentation
import TerminalUI
import Testing

/// Terminals disagree on how wide an emoji sequence is: xterm, tmux and glibc's `wcwidth` add up
/// the code points, kitty, WezTerm, foot and Ghostty give a sequence the width of one emoji. A
/// line is drawn where the app meant it only when both rules give it the buffer's width.
@MainActor
@Suite("Every rendered line is as wide by both width rules")
struct EmojiWidthAgreementTests {
    static let sizes = [Size(width: 80, height: 24), Size(width: 100, height: 30), Size(width: 120, height: 40)]

    @Test("every screen of the embedded catalog, every article and every chat")
    func embeddedScreens() async throws {
        try await checkEveryScreen(deps: { .live() })
    }

    @Test("every screen of the CJK-heavy fixtures")
    func cjkHeavyScreens() async throws {
        try await checkEveryScreen(deps: { .mock(.cjkHeavy) })
    }

    @Test("sequences on which the rules disagree are drawn so that they agree")
    func knownSequences() {
        var buffer = ScreenBuffer(size: Size(width: 40, height: 1))
        let text = "☄️♟️❤️🖼️⛴️|🐈‍⬛|👩‍💻|🏃‍♂️|👍🏽|🇯🇵|1️⃣|é"
        let written = buffer.write(text, x: 0, y: 0)
        let line = buffer.textLines()[0]
        #expect(WidthRules.sum(line) == WidthRules.cluster(line))
        #expect(WidthRules.sum(line) == 40)
        #expect(line.hasPrefix("☄♟❤🖼⛴|🐈|👩|🏃|👍|🇯🇵|1⃣|é"))
        #expect(written == WidthRules.sum(String(line.prefix(while: { $0 != " " }))))
    }

    /// A Hindi conjunct, a spacing vowel sign or Thai SARA AM takes a cell per spacing letter,
    /// by both rules, and every code point is written.
    @Test("graphemes of several spacing letters are as wide as the terminals draw them")
    func indicAndThai() {
        var buffer = ScreenBuffer(size: Size(width: 60, height: 1))
        let text = "नमस्ते दुनिया क्षत्रिय คำ กำลัง বাংলা স্বাগতম தமிழ் நன்றி"
        let written = buffer.write(text, x: 0, y: 0)
        let line = buffer.textLines()[0]
        #expect(line.hasPrefix(text))
        #expect(written == WidthRules.sum(text))
        #expect(WidthRules.sum(line) == 60)
        #expect(WidthRules.cluster(line) == 60)
    }

    private func checkEveryScreen(deps: () -> AppDependencies) async throws {
        let sample = deps()
        let articles = try await sample.news.allArticles().items.map(\.id)
        let avatars = try await sample.avatars.allAvatars().items.map(\.id)
        let categories = CharacterOption.allCases.map(\.rawValue) + NewsCategory.allCases.map(\.rawValue) + ["bookmarks"]
        let names = ["welcome", "explore", "help", "new-avatar", "chats", "profile"]
            + categories.map { "category:\($0)" } + articles.map { "article:\($0)" } + avatars.map { "chat:\($0)" }
        var disagreements: [String] = []
        for name in names {
            let spec = try #require(ScreenSpec(name), "\(name)")
            for size in Self.sizes {
                let lines = await spec.render(size: size, deps: deps(), theme: .monochrome).textLines()
                for (row, line) in lines.enumerated() {
                    let sum = WidthRules.sum(line), cluster = WidthRules.cluster(line)
                    if sum != size.width || cluster != size.width {
                        disagreements.append("\(name) \(size.width)x\(size.height) row \(row): \(sum)/\(cluster) «\(line)»")
                    }
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) lines:\n\(disagreements.prefix(20).joined(separator: "\n"))")
    }
}

/// The two ways terminals measure text.
enum WidthRules {
    /// The code points added up with glibc's `wcwidth` in a UTF-8 locale (xterm, tmux).
    static func sum(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + glibcWidth($1) }
    }

    /// One emoji's width for a whole emoji sequence (kitty, WezTerm, foot, Ghostty): a grapheme of
    /// several code points with a variation selector 16, a joiner, a skin tone or a pair of
    /// regional indicators is two cells; any other grapheme is as wide as its code points.
    static func cluster(_ text: String) -> Int {
        text.reduce(0) { total, character in
            let scalars = character.unicodeScalars
            let isSequence = scalars.count > 1 && scalars.contains { scalar in
                scalar.value == 0xFE0F || scalar.value == 0x200D || (0x1F3FB...0x1F3FF).contains(scalar.value)
                    || (0x1F1E6...0x1F1FF).contains(scalar.value)
            }
            return total + (isSequence ? 2 : scalars.reduce(0) { $0 + glibcWidth($1) })
        }
    }

    /// glibc's `wcwidth` (the Glibc module does not export it), in the C.UTF-8 locale.
    private static let wcwidth: @convention(c) (Int32) -> Int32 = {
        precondition(setlocale(LC_CTYPE, "C.UTF-8") != nil, "the C.UTF-8 locale is needed to ask glibc for widths")
        guard let symbol = dlsym(nil, "wcwidth") else { preconditionFailure("glibc has no wcwidth") }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
    }()

    private static func glibcWidth(_ scalar: Unicode.Scalar) -> Int {
        Int(max(0, wcwidth(Int32(bitPattern: scalar.value))))
    }
}
