import Domain
import Foundation

/// Bookmarking and opening links.
extension FeedArticlePresenter {
    /// Bookmarks the item, or removes its bookmark (`b`).
    public func toggleBookmark() async {
        guard let headline else { return }
        let bookmarked = !headline.item.isBookmarked
        do {
            try await interactor.setBookmarked(itemID, bookmarked)
            update { $0.isBookmarked = bookmarked }
            router.show(Notice(bookmarked ? "Bookmarked: find it under Categories › Bookmarks" : "Bookmark removed"))
        } catch {
            router.show(Notice("Could not change the bookmark: \(error.userMessage)", isError: true))
        }
    }

    /// Lists the links to pick one (`l`); says so when there is none.
    public func showLinks() {
        guard !links.isEmpty else { return router.show(Notice("This article has no links")) }
        isPickingLink = true
    }

    public func closeLinks() { isPickingLink = false }

    public func editLinkSelection(_ edit: (inout Selection) -> Void) { edit(&linkSelection) }

    /// Opens the picked link in the browser; a scheme other than http or https is refused
    /// with the reason, and the list stays for another pick.
    public func openPickedLink() async {
        guard let index = linkSelection.selected, links.indices.contains(index) else { return }
        await open(links[index], label: "[\(index + 1)]")
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
            router.show(Notice("Opened \(link) in the browser"))
        } catch {
            router.show(Notice("Could not open \(label): \(error.userMessage)", isError: true))
        }
    }
}
