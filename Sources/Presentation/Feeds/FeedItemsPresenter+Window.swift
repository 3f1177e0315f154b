import Domain
import Foundation

/// Loading in windows, and keeping the selection on its item when the list changes.
extension FeedItemsPresenter {
    /// Loads the pages within a page of the selection that are not loaded yet.
    public func loadAroundSelection() async {
        guard count > 0 else { return }
        let index = selection.index
        let first = max(0, index - Self.pageSize) / Self.pageSize
        let last = min(count - 1, index + Self.pageSize) / Self.pageSize
        for page in first...last where pages[page] == nil {
            await load(page: page)
        }
    }

    func load(page: Int) async {
        do {
            pages[page] = try await interactor.headlines(scope, offset: page * Self.pageSize, limit: Self.pageSize)
        } catch {
            loadError = error.userMessage
        }
    }

    /// Counts and loads again; the selected item stays selected wherever it moved (new items
    /// appear above it during a refresh). Only the window where it can have gone is searched:
    /// first a page around where it is when every new item came above it (the common case: a
    /// refresh brings newer items), then from a page above its old place to as many places
    /// below as the list grew, and a page more (10,000 headlines after 50 feeds of 200 items).
    /// `id` near `index` is selected instead when given.
    public func reloadKeepingSelection(selecting id: Int64? = nil, near index: Int? = nil) async {
        let selectedID = id ?? selectedHeadline?.id, oldIndex = index ?? selection.index, oldCount = count
        do {
            count = try await interactor.count(scope)
            unreadCount = try await interactor.count(scope, unreadOnly: true)
            loadError = nil
        } catch {
            loadError = error.userMessage
        }
        isLoaded = true
        pages = [:]
        selection.resize(to: count)
        if let selectedID, let found = await place(of: selectedID, near: oldIndex, grown: max(0, count - oldCount)) {
            selection.select(found)
        }
        await loadAroundSelection()
    }

    private func place(of id: Int64, near oldIndex: Int, grown: Int) async -> Int? {
        var windows = [(start: max(0, oldIndex + grown - Self.pageSize), limit: 2 * Self.pageSize)]
        if grown > 0 { windows.append((max(0, oldIndex - Self.pageSize), 2 * Self.pageSize + grown)) }
        for window in windows {
            let headlines = (try? await interactor.headlines(scope, offset: window.start, limit: window.limit)) ?? []
            if let found = headlines.firstIndex(where: { $0.id == id }) { return window.start + found }
        }
        return nil
    }

    /// Puts a changed item in its loaded page.
    func replace(_ headline: FeedHeadline) {
        guard let index = selection.selected, self.headline(at: index)?.id == headline.id else { return }
        pages[index / Self.pageSize]?[index % Self.pageSize] = headline
    }
}
