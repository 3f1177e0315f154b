import DataAccess
import Domain
import Foundation
import TestSupport
import Testing

@Suite("SQLiteAutoRefreshStore: the auto-refresh choice in the database")
struct SQLiteAutoRefreshStoreTests {
    @Test func offUntilTurnedOnAndKeptAcrossStarts() async throws {
        let folder = try TemporaryFolder()
        let first = SQLiteAutoRefreshStore(database: try AppDatabase(folder: folder.url))
        #expect(try await first.isAutoRefreshOn() == false)
        try await first.setAutoRefresh(true)

        let reopened = SQLiteAutoRefreshStore(database: try AppDatabase(folder: folder.url))
        #expect(try await reopened.isAutoRefreshOn(), "a new start reads it back")
        try await reopened.setAutoRefresh(false)
        #expect(try await SQLiteAutoRefreshStore(database: try AppDatabase(folder: folder.url)).isAutoRefreshOn() == false)
    }
}
