import Presentation
import Testing
@testable import TerminalUI

@Suite("Text from outside never acts on the terminal")
struct HostileTextTests {
    @Test func escapeSequencesInATitleAreRemovedBeforeDrawing() {
        let title = "\u{1B}]52;c;SGVsbG8=\u{07}Evil\u{1B}[31m title\u{202E}gnp.exe\u{9B}2J"
        let row = ListRow(ItemRow(title: title, subtitle: "src\u{1B}P1;2|x\u{1B}\\"), theme: .standard)
        var buffer = ScreenBuffer(size: Size(width: 40, height: 1))
        var state = ListState(selected: 0)
        ListWidget(rows: [row], isFocused: true, theme: .standard).render(in: buffer.area, buffer: &buffer, state: &state)
        let drawn = buffer.cells.map(\.symbol).joined()
        #expect(drawn.contains("Evil title"))
        #expect(!drawn.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" })
        #expect(!drawn.contains("52;c"), "the OSC 52 clipboard payload is gone")
        #expect(!drawn.contains("[31m"), "the CSI colour sequence is gone")
    }
}
