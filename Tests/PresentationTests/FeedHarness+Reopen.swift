import Domain
import Presentation

extension FeedHarness {
    /// Opens the tech feed's list, selects `index` as a key does, leaves it with Esc, runs
    /// `meanwhile` (the list closed), and returns the list opened again with the same memory.
    func reopenedList(at index: Int, meanwhile: () async throws -> Void = {}) async throws -> FeedItemsPresenter {
        let memory = FeedItemsSelectionMemory()
        let open = {
            FeedItemsPresenter(scope: .feed(Self.tech), interactor: self.interactor, activity: self.activity,
                               router: self.router, memory: memory, clock: .fixed(Self.now))
        }
        let first = open()
        router.push(.feedItems(.feed(Self.tech)))
        await first.onAppear()
        first.editSelection { $0.select(index) }
        await first.loadAroundSelection(visibleRows: 27)
        await first.back()
        try await meanwhile()
        let again = open()
        router.push(.feedItems(.feed(Self.tech)))
        await again.onAppear()
        return again
    }
}
