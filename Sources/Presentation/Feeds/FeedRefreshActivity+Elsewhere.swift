import Domain

/// Another aichats on the same data folder (another window, `aichats refresh` from cron) was
/// refreshing when this one's refresh came: nothing was fetched, so the sources never see
/// every feed fetched twice at once.
extension FeedRefreshActivity {
    /// "another aichats is refreshing the feeds…", for the status bar while a refresh asked for waits.
    nonisolated public static let refreshingElsewhereText = "another aichats is refreshing the feeds…"

    /// An auto-refresh (`quietly`) ends at once, as if it had not come, but for the screens,
    /// which show what the others stored so far (`showWhatOthersStored`): true when the refresh
    /// should finish as one that ran. A refresh asked for waits for the other one to end, saying
    /// so, and then finishes: the screens load what the other one stored in the shared cache.
    func waitForOtherRefresh(quietly: Bool) async -> Bool {
        if quietly {
            progress = nil
            await showWhatOthersStored()
            endTask()
            return false
        }
        waitsForOtherRefresh = true
        await runner.waitForOtherRefresh()
        waitsForOtherRefresh = false
        return true
    }

    /// An auto-refresh left out (another aichats refreshes, or fetched every feed a moment ago):
    /// when the shared cache changed since the screens last loaded, they load again as at the end
    /// of a refresh, keeping their selection, so that a window left open shows what the others
    /// store, whichever of them fetches. Nothing while the cache is as they loaded it.
    func showWhatOthersStored() async {
        guard let mark = await runner.cacheMark(), mark != shownCache else { return }
        shownCache = mark
        await reloadAtEnd()
    }
}
