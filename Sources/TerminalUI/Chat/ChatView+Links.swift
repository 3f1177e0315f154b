import Presentation

/// Alt-o lists a reply's links over the bottom of the conversation, as the feed reader's `l`
/// lists an article's, with its keys.
extension ChatView {
    /// A click on a link of the list selects it; elsewhere it does nothing.
    public func clicked(atColumn column: Int, row: Int) -> Bool {
        let presenter = self.presenter
        return presenter.isPickingLink && ListKeys.click(linkListState, column: column, row: row) { presenter.editLinkSelection($0) }
    }

    /// The Links list's keys (Alt-o), the feed reader's.
    var linkBindings: [KeyBinding] {
        let presenter = self.presenter
        return LinkListSheet.keys(hasNumbers: true, closing: [.escape, .backspace, .alt("o")],
                                  edit: { presenter.editLinkSelection($0) }, digit: { presenter.typeLinkDigit($0) },
                                  open: { await presenter.openPickedLink() }, close: { presenter.closeLinks() })
    }
}
