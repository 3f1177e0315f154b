import DataAccess
import Domain
import Presentation

extension AppDependencies {
    /// Stops the feed refresh and closes the database as the app quits, once nothing else
    /// writes: SQLite then moves what its log (`aichats.sqlite-wal`) holds into `aichats.sqlite`
    /// and removes the log, so that the file alone holds everything (a copy of it is a whole
    /// backup). A refresh that does not stop within a second is left; its later writes fail.
    ///
    /// Returns the drafts that could not be written (a full disk), after one more try each, and
    /// why, with the ones no chat keeps (`LostDraft`): the app shows them once the terminal is
    /// restored, so that the text is not lost.
    /// `closeFailed` hears why the database could not be closed.
    @MainActor
    public func closeStorage(closeFailed: (any Error) -> Void) async -> UnsavedDrafts {
        await feedActivity.stop(waitingAtMost: .seconds(1))
        let kept = drafts as? DraftsKeptOnFailure
        let unsaved = UnsavedDrafts(
            texts: await kept?.saveUnsaved() ?? [], refusal: await kept?.lastRefusal, lost: await kept?.lostDrafts ?? [])
        do { try database?.close() } catch { closeFailed(error) }
        return unsaved
    }
}
