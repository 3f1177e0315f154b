@testable import Presentation
import Testing

@Suite("Picking a link by its number")
struct LinkPickerTests {
    static func numbered(_ count: Int) -> [LinkChoice] { (1...count).map { .numbered($0, "https://l.example/\($0)") } }

    @Test("4 then 3 picks [43] of 50; 6 then 7 of 50 picks [7], as 67 is past the last")
    func digitsMakeANumber() {
        var picker = LinkPicker(count: 50)
        #expect(picker.type(4, in: Self.numbered(50)) == nil)
        #expect(picker.selection.selected == 3)
        #expect(picker.type(3, in: Self.numbered(50)) == nil)
        #expect(picker.selection.selected == 42)
        #expect(picker.type(6, in: Self.numbered(50)) == nil)
        #expect(picker.type(7, in: Self.numbered(50)) == nil)
        #expect(picker.selection.selected == 6)
    }

    @Test("a key that moves the selection starts a new number; the numbered links may start lower")
    func movingStartsOver() {
        var picker = LinkPicker(count: 13)
        _ = picker.type(1, in: [.page("https://p.example")] + Self.numbered(12))
        #expect(picker.selection.selected == 1)
        picker.edit { $0.select(5) }
        _ = picker.type(2, in: [.page("https://p.example")] + Self.numbered(12))
        #expect(picker.selection.selected == 2, "2, not 12")
    }

    @Test("a digit that names no link says so and keeps the selection")
    func noSuchLink() {
        var picker = LinkPicker(count: 3)
        _ = picker.type(2, in: Self.numbered(3))
        #expect(picker.type(9, in: Self.numbered(3)) == Notice("There is no link 9: the links are numbered 1 to 3"))
        #expect(picker.selection.selected == 1)
    }
}
