@testable import DataAccess
import GRDB
import TestSupport

extension TemporaryFolder {
    /// A data folder as an aichats of data format 8 left it: a start of this one updates it.
    static func ofDataFormat8() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let queue = try DatabaseQueue(path: folder.path())
        try AppSchema.migrator.migrate(queue, upTo: FeedCacheSchema.futureDatesMigration)
        try queue.close()
        return folder
    }
}
