import DataAccess
import Presentation

extension AppDependencies {
    /// Stops the feed refresh and closes the database as the app quits, once nothing else
    /// writes: SQLite then moves what its log (`aichats.sqlite-wal`) holds into `aichats.sqlite`
    /// and removes the log, so that the file alone holds everything (a copy of it is a whole
    /// backup). A refresh that does not stop within a second is left; its later writes fail.
    ///
    /// Returns the drafts that could not be written (a full disk), after one more try each: the
    /// app shows them once the terminal is restored, so that the text is not lost. `closeFailed`
    /// hears why the database could not be closed.
    @MainActor
    public func closeStorage(closeFailed: (any Error) -> Void) async -> [String] {
        await feedActivity.stop(waitingAtMost: .seconds(1))
        let unsaved = await (drafts as? DraftsKeptOnFailure)?.saveUnsaved() ?? []
        do { try database?.close() } catch { closeFailed(error) }
        return unsaved
    }
}
