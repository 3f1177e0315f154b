import Domain

/// Alt-o: the links of a reply, listed as the feed reader's `l` lists an article's, to open one
/// in the browser. Footnotes on screen can be selected with the mouse too, but a list opens one
/// whatever the terminal does with a long address.
extension ChatPresenter {
    /// The message whose links Alt-o lists: the selected one, else the newest reply with links.
    public var linkSource: ChatMessage? {
        if let selected = selectedMessage { return selected }
        return messages.last { $0.role == .assistant && !MarkdownLinks.choices(in: $0.text).isEmpty }
    }

    public var isPickingLink: Bool { pickedLinks != nil }

    /// Opens the list; says so when there is no link to list.
    public func showLinks() {
        guard let source = linkSource else { return router.show(Notice("No reply with links in this chat.")) }
        let links = MarkdownLinks.choices(in: source.text)
        guard !links.isEmpty else { return router.show(Notice("The selected message has no links.")) }
        pickedLinks = links
        linkPicker = LinkPicker(count: links.count)
    }

    public func closeLinks() { pickedLinks = nil }

    public func editLinkSelection(_ edit: (inout Selection) -> Void) { linkPicker.edit(edit) }

    /// A digit typed in the list: selects the link it numbers (`LinkPicker.type`); the addresses
    /// written out in the text, listed after, have no number.
    public func typeLinkDigit(_ digit: Int) {
        guard let links = pickedLinks else { return }
        guard links.contains(where: { $0.number != nil }) else {
            return router.show(Notice("The message numbers no links: pick one with ↑ ↓"))
        }
        if let notice = linkPicker.type(digit, in: links) { router.show(notice) }
    }

    /// Opens the picked link in the browser and closes the list; a scheme other than http or
    /// https is refused with the reason, and the list stays for another pick.
    public func openPickedLink() async {
        guard let links = pickedLinks, let index = linkPicker.selection.selected, links.indices.contains(index) else { return }
        guard let linkOpener else { return router.show(Notice("No browser to open links with here.", isError: true)) }
        do {
            try await linkOpener.open(links[index].link)
            closeLinks()
            router.show(.opened(links[index].link))
        } catch {
            let label = links[index].number.map { "[\($0)]" } ?? "the link"
            router.show(Notice("Could not open \(label): \(error.userMessage)", isError: true))
        }
    }
}
