import Foundation
import TerminalUI

/// What the demo shows: a list with a selected row, the last key, and how many frames were drawn.
struct DemoState {
    /// The list rows, mixing Latin, CJK, emoji and combining marks.
    let items: [String] = (1...60).map { n in
        let samples = [
            "Plain ASCII row", "中文聊天 你好世界", "日本語のテキスト こんにちは", "한국어 메시지 안녕하세요",
            "Emoji 🚀 rocket 🎉 party", "Flag-ish ☀️ sun with VS16", "Combining: café, naïve, e\u{301}",
            "Mixed 漢字 and ASCII 😀 and more", "Full-width ＡＢＣ１２３", "Tabs\tand controls\u{7}are dropped",
        ]
        return String(format: "%02d  ", n) + samples[n % samples.count]
    }
    /// Index of the highlighted row.
    var selected = 0
    /// Index of the first visible row.
    var scrollOffset = 0
    /// Label of the last key, or a description of the last event.
    var lastEvent = "none"
    /// Whether the terminal cursor is shown (at the end of the status line); Tab toggles it.
    var showsCursor = false

    /// Moves the selection by `delta` rows, keeping it inside a list area of `visibleRows`.
    mutating func move(by delta: Int, visibleRows: Int) {
        selected = min(max(0, selected + delta), items.count - 1)
        let rows = max(1, visibleRows)
        if selected < scrollOffset { scrollOffset = selected }
        if selected >= scrollOffset + rows { scrollOffset = selected - rows + 1 }
    }
}
