import Domain

extension FeedItemsPresenter {
    /// Lists only the unread items, or every item again (`l`). The selected item stays selected
    /// when the new list holds it, else the nearest loaded one that it holds, as `l` on Feeds
    /// keeps its feed. An item read meanwhile stays until the list is read again (on coming back
    /// from the reader, or a refresh), as in newsboat.
    public func toggleUnreadOnly() async {
        let index = selection.index
        let kept = itemKeptByToggle()
        // Going to the unread ones, the item moves up by the read ones above it that are loaded.
        let readAbove = showsUnreadOnly ? 0 : (max(0, index - Self.pageSize)..<index).count { headline(at: $0)?.item.isRead == true }
        showsUnreadOnly.toggle()
        forgetTheList()
        await reloadKeepingSelection(selecting: kept, near: index - readAbove)
    }

    /// The item to select in the list `l` makes: with every item listed again, the selected one;
    /// with only the unread ones, the selected item or the nearest unread one among the loaded
    /// rows (the one below first).
    private func itemKeptByToggle() -> Int64? {
        guard let selected = selection.selected else { return nil }
        guard !showsUnreadOnly else { return headline(at: selected)?.id }
        for distance in 0..<count {
            let below = headline(at: selected + distance)
            let above = selected >= distance ? headline(at: selected - distance) : nil
            if below == nil && above == nil { return nil }
            if let below, !below.item.isRead { return below.id }
            if let above, !above.item.isRead { return above.id }
        }
        return nil
    }
}
