import Testing
@testable import TerminalUI

/// Help explains the marks a screen draws in its rows, in a section of their own after its keys.
@Suite("Help: the marks")
@MainActor
struct HelpMarksTests {
    @Test func theMarksFollowTheKeysInTheirOwnSection() {
        let keys = HelpView.Section(title: "Feeds", bindings: [KeyBinding([.char("R")], "Refresh every feed") {}])
        let marks = HelpView.Section(title: "Marks", marks: [.unread, .failed])
        let empty = HelpView.Section(title: "Nothing")
        let text = HelpLayout(sections: [keys, marks, empty], theme: .monochrome).lines(width: 80)
            .map { $0.map(\.text).joined() }
        #expect(text == [
            "Feeds",
            "  R  Refresh every feed",
            "",
            "Marks",
            "  •  Unread (a feed or a tag: holds unread items; \"3/5\": unread of all)",
            "  ✗  The feed's last fetch failed; the reason follows its title",
        ], "a section with nothing in it is left out")
    }
}
