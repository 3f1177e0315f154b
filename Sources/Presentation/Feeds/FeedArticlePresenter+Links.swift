import Domain
import Foundation

/// Bookmarking and opening links.
extension FeedArticlePresenter {
    /// Bookmarks the item, or removes its bookmark (`b`). An item a refresh removed since it was
    /// read is stored again with its bookmark: the bookmark holds what the screen shows.
    public func toggleBookmark() async {
        guard let headline else { return }
        let bookmarked = !headline.item.isBookmarked
        do {
            if bookmarked {
                itemID = try await interactor.bookmark(headline.item)
            } else {
                try await interactor.setBookmarked(itemID, false)
            }
            let id = itemID
            update {
                $0.isBookmarked = bookmarked
                $0.id = id
            }
            router.show(Notice(bookmarked ? "Bookmarked: find it under Categories › Bookmarks" : "Bookmark removed"))
        } catch {
            router.show(Notice("Could not change the bookmark: \(error.userMessage)", isError: true))
        }
    }

    /// Lists the item's page and its links to pick one (`l`); says so when there is none.
    public func showLinks() {
        if writtenOutLinks == nil, !isLocked {
            writtenOutLinks = WrittenOutAddress.all(in: text, except: linkChoices.map(\.link))
            linkPicker.resize(to: linkChoices.count)
        }
        guard !linkChoices.isEmpty else { return router.show(Notice("This article has no links")) }
        isPickingLink = true
        linkPicker.forgetTyped()
    }

    public func closeLinks() {
        isPickingLink = false
        linkPicker.forgetTyped()
    }

    public func editLinkSelection(_ edit: (inout Selection) -> Void) { linkPicker.edit(edit) }

    /// A digit typed in the list: selects the link it numbers (`LinkPicker.type`); Enter then opens it.
    public func typeLinkDigit(_ digit: Int) {
        guard isPickingLink else { return }
        guard !links.isEmpty else { return router.show(Notice("The text numbers no links: Enter opens the article's page")) }
        if let notice = linkPicker.type(digit, in: linkChoices) { router.show(notice) }
    }

    /// Opens the picked link in the browser; a scheme other than http or https is refused
    /// with the reason, and the list stays for another pick.
    public func openPickedLink() async {
        let choices = linkChoices
        guard let index = linkPicker.selection.selected, choices.indices.contains(index) else { return }
        switch choices[index] {
        case .page(let link): await open(link, label: "the article")
        case .numbered(let number, let link): await open(link, label: "[\(number)]")
        case .writtenOut(let link): await open(link, label: "the link")
        }
    }

    /// Opens the item's own link (`o`).
    public func openItemLink() async {
        guard let link = headline?.item.link, !link.isEmpty else { return router.show(Notice("This article has no link")) }
        await open(link, label: "the article")
    }

    private func open(_ link: String, label: String) async {
        do {
            try await interactor.open(link: link)
            isPickingLink = false
            router.show(.opened(link))
        } catch {
            router.show(Notice("Could not open \(label): \(error.userMessage)", isError: true))
        }
    }
}
