import Domain

extension FeedItemsPresenter {
    /// Lists only the unread items, or every item again (`l`), from the first. An item read
    /// meanwhile stays until the list is read again (on coming back from the reader, or a
    /// refresh), as in newsboat.
    public func toggleUnreadOnly() async {
        showsUnreadOnly.toggle()
        forgetTheList()
        await reloadKeepingSelection()
    }
}
