import Domain

extension FeedRefreshActivity {
    /// Ends the refresh and the timers as the app quits, so that the database can be closed
    /// (`AppDependencies.closeStorage`): a refresh still running holds it open, and SQLite then
    /// leaves everything written since the last checkpoint in `aichats.sqlite-wal` only. Waits
    /// up to `limit` for the refresh to stop; a fetch that does not stop by then is left.
    public func stop(waitingAtMost limit: Duration) async {
        autoRefreshTimer?.cancel()
        reloadTimer?.cancel()
        guard let task else { return }
        task.cancel()
        let sleeper = self.sleeper
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await task.value }
            group.addTask { try? await sleeper.sleep(limit) }
            await group.next()
            group.cancelAll()
        }
    }
}
