import Testing
@testable import TerminalUI

@Suite("TooSmallScreen")
struct TooSmallScreenTests {
    private let minimum = Size(width: 80, height: 24)

    @Test func centresTheMessage() {
        let buffer = TooSmallScreen.render(size: Size(width: 30, height: 5), minimum: minimum, theme: .monochrome)
        #expect(buffer.textLines() == [
            "                              ",
            "      Terminal too small      ",
            "     need 80×24, now 30×5     ",
            "                              ",
            "                              ",
        ])
        #expect(buffer[6, 1].style == Theme.monochrome.style(.title))
        #expect(buffer[5, 2].style == Theme.monochrome.style(.muted))
    }

    @Test func aNarrowScreenPutsTheTitleAndTheSizesOnTwoLinesEach() {
        let buffer = TooSmallScreen.render(size: Size(width: 10, height: 4), minimum: minimum, theme: .monochrome)
        #expect(buffer.textLines() == [
            " Terminal ",
            "too small ",
            "need 80×24",
            " now 10×4 ",
        ])
    }

    /// What shows at each size: the most that fits, and never a word cut.
    @Test("the most that fits whole", arguments: [
        (Size(width: 10, height: 2), ["Too small", "need 80×24"]),
        (Size(width: 10, height: 3), ["Too small", "need 80×24", "now 10×3"]),
        (Size(width: 20, height: 2), ["Terminal too small", "need 80×24, now 20×2"]),
        (Size(width: 18, height: 2), ["Terminal too small", "need 80×24"]),
        (Size(width: 40, height: 1), ["Too small: need 80×24"]),
        (Size(width: 12, height: 1), ["80×24 needed"]),
        (Size(width: 10, height: 1), ["80×24"]),
        (Size(width: 5, height: 3), ["80×24"]),
        (Size(width: 4, height: 3), ["…"]),
        (Size(width: 1, height: 1), ["…"]),
    ])
    func shows(size: Size, lines: [String]) {
        let buffer = TooSmallScreen.render(size: size, minimum: minimum, theme: .monochrome)
        #expect(buffer.textLines().map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } == lines)
    }

    @Test func neverCrashesNorCutsAWordDownToOneByOne() {
        let words = Set("Terminal too small Too small: need 80×24, 80×24 now needed …".split(separator: " ").map(String.init))
        for width in 0...24 {
            for height in 0...6 {
                let size = Size(width: width, height: height)
                let buffer = TooSmallScreen.render(size: size, minimum: minimum, theme: .standard)
                #expect(buffer.size == size)
                let shown = buffer.textLines().flatMap { $0.split(separator: " ").map(String.init) }
                #expect(shown.allSatisfy { words.contains($0) || $0.hasPrefix("\(width)×") }, "\(size): \(shown)")
            }
        }
        let empty = TooSmallScreen.render(size: Size(width: 0, height: 0), minimum: minimum, theme: .monochrome)
        #expect(empty.cells.isEmpty)
    }
}
