extension ArticlePresenter {
    /// "3 of 11 in Business": the place in the list the article was opened from.
    public var position: String {
        guard let index = order.firstIndex(where: { $0.id == articleID }) else { return "" }
        return "\(index + 1) of \(order.count)" + (list.map { " in \($0.title)" } ?? "")
    }

    /// Whether the list has an article `step` places away (1 the next, -1 the previous).
    public func hasNeighbour(_ step: Int) -> Bool {
        guard let index = order.firstIndex(where: { $0.id == articleID }) else { return false }
        return order.indices.contains(index + step)
    }

    /// Opens the next (`n`) or previous (`p`) article of the list, in place of this one. A
    /// premium article opens locked for a guest, so the guest can walk on past it.
    public func showNeighbour(_ step: Int) async {
        guard let index = order.firstIndex(where: { $0.id == articleID }) else {
            return router.show(Notice("This article was not opened from a list: Esc goes back"))
        }
        let target = index + step
        guard order.indices.contains(target) else {
            router.show(Notice(step > 0 ? "This is the last article" : "This is the first article"))
            return
        }
        router.replaceTop(with: .article(id: order[target].id, list: list))
    }

    /// A key that needs the article, on a premium one a guest has not opened (`Notice.premiumLocked`).
    public func explainLocked() { router.show(.premiumLocked) }

    /// `l`, which lists a feed item's links: a catalog article's only link is its page.
    public func explainLinks() {
        router.show(Notice("This article's only link is its page: o opens it"))
    }
}
