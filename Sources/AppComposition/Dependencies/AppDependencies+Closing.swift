import DataAccess
import Presentation

extension AppDependencies {
    /// Stops the feed refresh and closes the database as the app quits, once nothing else
    /// writes: SQLite then moves what its log (`aichats.sqlite-wal`) holds into `aichats.sqlite`
    /// and removes the log, so that the file alone holds everything (a copy of it is a whole
    /// backup). A refresh that does not stop within a second is left; its later writes fail.
    @MainActor
    public func closeStorage() async throws {
        await feedActivity.stop(waitingAtMost: .seconds(1))
        try database?.close()
    }
}
