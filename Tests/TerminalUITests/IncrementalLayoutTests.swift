@testable import Presentation
import Testing
@testable import TerminalUI

/// A layout brought up to date after edits is the layout made anew, and costs as much as the edit.
@Suite("TextAreaLayout updated around edits, and its cache")
struct IncrementalLayoutTests {
    /// A small deterministic generator, so that a failure can be replayed.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static let pieces = ["a", "bc", " ", "  ", "word ", "日", "本語", "\n", "😀", "👩‍💻", "🇯", "🇵", "e\u{301}", "\u{301}",
                         "longerwordthanarow", "x y", "\n\n"]

    /// Applies one random edit: an insertion, a deletion or a cursor move.
    static func randomEdit(_ input: inout TextInput, _ random: inout Generator) {
        input.moveCursor(to: random.next(input.characters.count + 1))
        switch random.next(6) {
        case 0, 1, 2: input.insert(pieces[random.next(pieces.count)])
        case 3: input.deleteBackward()
        case 4: input.deleteForward()
        default: input.deleteWordBackward()
        }
    }

    @Test("after any sequence of edits the updated layout equals a new one", arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func updatedEqualsNew(seed: UInt64) {
        var random = Generator(state: seed)
        for width in [1, 2, 3, 5, 8] {
            var input = TextInput("hello big world\n日本語のテキスト abc", allowsLineBreaks: true)
            let cache = TextAreaLayoutCache()
            for step in 0..<150 {
                Self.randomEdit(&input, &random)
                // Sometimes several edits land between two frames.
                if random.next(3) == 0 { continue }
                let cached = cache.layout(of: input, width: width)
                let new = input.layout(width: width)
                #expect(cached.rows == new.rows, "seed \(seed), width \(width), step \(step): \(input.text.debugDescription)")
                #expect(input.characters == Array(input.text), "graphemes stay as a new segmentation makes them")
                if cached.rows != new.rows { return }
            }
        }
    }

    @Test func aRegionalIndicatorTypedBeforeFlagsPairsThemAnew() {
        var input = TextInput("🇯🇵🇫🇷🇩🇪", allowsLineBreaks: true)
        input.moveHome()
        input.insert("🇺")
        #expect(input.characters == Array("🇺🇯🇵🇫🇷🇩🇪"))
        #expect(input.characters.count == 4)
        #expect(input.cursor == 1)
    }

    @Test func aChangeOfWidthOrOfInputLaysOutAnew() {
        let cache = TextAreaLayoutCache()
        let input = TextInput("one two three", allowsLineBreaks: true)
        #expect(cache.layout(of: input, width: 5).rows == input.layout(width: 5).rows)
        #expect(cache.layout(of: input, width: 8).rows == input.layout(width: 8).rows)
        let other = TextInput("four", allowsLineBreaks: true)
        #expect(cache.layout(of: other, width: 8).rows == [0..<4])
    }

    /// The characters laid out for one key typed at the end of `text`, after its first layout.
    private func walkedForAKeyAfter(_ text: String) -> Int {
        var input = TextInput(text, allowsLineBreaks: true)
        let cache = TextAreaLayoutCache()
        _ = cache.layout(of: input, width: 76)
        let before = cache.walkedCharacters
        input.insert("x")
        _ = cache.layout(of: input, width: 76)
        return cache.walkedCharacters - before
    }

    @Test func aKeyTypedAfterALongPasteLaysOutOnlyTheRowsAroundIt() {
        let line = "The wind picked up just after noon, so we tied everything down twice 日本語. "
        let short = String(repeating: line, count: 300)
        let long = String(repeating: line, count: 3_000)
        let inLines = String(repeating: line + "\n", count: 3_000)
        #expect(walkedForAKeyAfter(short) < 500)
        #expect(walkedForAKeyAfter(long) < 500, "ten times the text, the same work")
        #expect(walkedForAKeyAfter(inLines) < 500)
    }

    /// A word inserted into a paragraph pushes words down to its end, and no further.
    @Test func anEditInTheMiddleStopsWhereTheRowsMeetTheOldOnes() {
        let paragraph = String(repeating: "word ", count: 40) + "\n"
        var input = TextInput(String(repeating: paragraph, count: 300), allowsLineBreaks: true)
        let cache = TextAreaLayoutCache()
        _ = cache.layout(of: input, width: 40)
        var before = cache.walkedCharacters
        input.moveCursor(to: 150 * 201 + 50)
        input.insert("abc ")
        #expect(cache.layout(of: input, width: 40).rows == input.layout(width: 40).rows)
        #expect(cache.walkedCharacters - before < 2 * 201)
        before = cache.walkedCharacters
        input.deleteBackward()
        input.insert("d")
        #expect(cache.layout(of: input, width: 40).rows == input.layout(width: 40).rows)
        #expect(cache.walkedCharacters - before < 4 * 40, "a character of the same width changes no row: three rows or so")
    }

    @Test func editsCombineIntoOneChangeOfTheOlderText() {
        let typed = TextEdit(offset: 10, removed: 0, inserted: 1).followed(by: TextEdit(offset: 11, removed: 0, inserted: 1))
        #expect(typed == TextEdit(offset: 10, removed: 0, inserted: 2))
        let apart = TextEdit(offset: 10, removed: 0, inserted: 1).followed(by: TextEdit(offset: 0, removed: 2, inserted: 0))
        #expect(apart == TextEdit(offset: 0, removed: 10, inserted: 9))
        var input = TextInput("abc")
        let start = input.revision
        input.insert("d")
        input.moveLeft()
        input.deleteBackward()
        #expect(input.edit(since: start).map { $0.offset <= 2 && $0.removed - $0.inserted == 0 } == true)
        #expect(input.edit(since: input.revision) == TextEdit(offset: 0, removed: 0, inserted: 0))
        for _ in 0..<100 { input.insert("x") }
        #expect(input.edit(since: start) == nil, "too many edits ago: lay out anew")
    }

    @Test func typingAfterALongTextReplacesOnlyTheGraphemesAroundTheCursor() {
        var input = TextInput(String(repeating: "abc 日本 😀\n", count: 20_000), allowsLineBreaks: true)
        let revision = input.revision
        input.insert("e")
        input.insert("\u{301}")
        let edit = input.edit(since: revision)
        #expect(edit.map { $0.removed <= 2 && $0.inserted <= 2 } == true)
        #expect(input.characters.last == "é")
    }
}
