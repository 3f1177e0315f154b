@testable import Presentation
import Testing

@Suite("Markdown task list items")
struct MarkdownTaskListTests {
    /// `- [ ]` and `- [x]` show a box instead of the bullet (after an ordered item's number);
    /// `[ ]` without a space after it, or another letter in it, is text.
    @Test func taskListItemsShowABox() {
        #expect(markdownKinds("- [ ] todo\n- [x] done\n* [X]\n1. [ ] first\n- [ ]x\n- [y] no") == [
            .item(marker: "☐", text: "todo"), .item(marker: "☑", text: "done"), .item(marker: "☑", text: ""),
            .item(marker: "1. ☐", text: "first"), .item(marker: "•", text: "[ ]x"), .item(marker: "•", text: "[y] no"),
        ])
    }
}
