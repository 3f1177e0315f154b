import Domain
import Foundation

/// Loading in windows, and keeping the selection on its item when the list changes.
extension FeedItemsPresenter {
    /// Loads every page within a page of the selection that is not loaded yet, and waits for
    /// them.
    public func loadAroundSelection() async {
        await loadPages(within: Self.pageSize)
    }

    /// Waits only for the pages that rows within `visibleRows` of the selection need, and loads
    /// the rows within three screens in the background: the next PgDn (a screen on, showing a
    /// screen more) finds its rows loaded and is drawn without waiting for the database. Pages
    /// further than a page beyond that are let go, so scrolling through 100,000 items holds a
    /// few pages, not every one it passed.
    public func loadAroundSelection(visibleRows: Int) async {
        self.visibleRows = visibleRows
        await loadPages(within: visibleRows)
        guard count > 0 else { return }
        let reach = max(Self.pageSize, 3 * visibleRows)
        let kept = pages(within: reach + Self.pageSize)
        pages = pages.filter { kept.contains($0.key) }
        for page in pages(within: reach) where pages[page] == nil && pageLoads[page] == nil {
            startLoading(page)
        }
    }

    /// Waits until the pages within `reach` of the selection are loaded, or one fails. A reload
    /// meanwhile drops the read waited for and moves the selection, so the pages are looked at
    /// again after each wait.
    private func loadPages(within reach: Int) async {
        while count > 0, let missing = pages(within: reach).first(where: { pages[$0] == nil }) {
            let generation = pagesGeneration
            await load(page: missing)
            if pages[missing] == nil, generation == pagesGeneration { return }
        }
    }

    /// Waits for `page`: the read under way, else a new one.
    func load(page: Int) async {
        guard pages[page] == nil else { return }
        await (pageLoads[page] ?? startLoading(page)).value
    }

    private func pages(within reach: Int) -> ClosedRange<Int> {
        Self.pages(around: selection.index, reach: reach, count: count)
    }

    /// The numbers of the pages that hold the rows within `reach` of `index`.
    static func pages(around index: Int, reach: Int, count: Int) -> ClosedRange<Int> {
        max(0, index - reach) / pageSize...max(0, min(count - 1, index + reach)) / pageSize
    }

    /// A load that lands after a reload replaced the pages is dropped: it counted places in the
    /// list as it was.
    @discardableResult
    private func startLoading(_ page: Int) -> Task<Void, Never> {
        let generation = pagesGeneration
        let task = Task {
            let loaded: Result<[FeedHeadline], any Error>
            do {
                loaded = .success(try await listed(offset: page * Self.pageSize, limit: Self.pageSize))
            } catch {
                loaded = .failure(error)
            }
            guard generation == pagesGeneration else { return }
            pageLoads[page] = nil
            switch loaded {
            case .success(let headlines): pages[page] = headlines
            case .failure(let error): loadError = error.userMessage
            }
        }
        pageLoads[page] = task
        return task
    }

    /// Puts a changed item in its loaded page.
    func replace(_ headline: FeedHeadline) {
        guard let index = selection.selected, self.headline(at: index)?.id == headline.id else { return }
        pages[index / Self.pageSize]?[index % Self.pageSize] = headline
    }
}
