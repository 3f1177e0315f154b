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

    @Test func wrapsAndDropsTheTitleWhenShort() {
        let buffer = TooSmallScreen.render(size: Size(width: 10, height: 4), minimum: minimum, theme: .monochrome)
        #expect(buffer.textLines() == [
            "   need   ",
            "80×24, now",
            "   10×4   ",
            "          ",
        ])
    }

    @Test func neverCrashesDownToOneByOne() {
        for width in 0...12 {
            for height in 0...6 {
                let size = Size(width: width, height: height)
                let buffer = TooSmallScreen.render(size: size, minimum: minimum, theme: .standard)
                #expect(buffer.size == size)
            }
        }
        let one = TooSmallScreen.render(size: Size(width: 1, height: 1), minimum: minimum, theme: .monochrome)
        #expect(one.textLines() == ["n"])
        let empty = TooSmallScreen.render(size: Size(width: 0, height: 0), minimum: minimum, theme: .monochrome)
        #expect(empty.cells.isEmpty)
    }
}
