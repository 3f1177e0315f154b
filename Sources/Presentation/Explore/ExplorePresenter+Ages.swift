import Domain

/// Explore stays on screen for hours: its news' ages and HOT marks move on with the clock, not
/// only at a load (`ScreenPresenter.catchUpWithClock`).
extension ExplorePresenter {
    public var showsAges: Bool { sectionRows[.news]?.isEmpty == false }

    /// The news' rows are built again as of the clock's time, and shown only when one differs.
    public func catchUpWithClock() {
        guard var caughtUp = content else { return }
        caughtUp.loadedAt = interactor.clock.now()
        let rows = makeRows(for: .news, from: caughtUp)
        guard rows != sectionRows[.news] else { return }
        content = caughtUp
        sectionRows[.news] = rows
        applyFilter()
    }
}
