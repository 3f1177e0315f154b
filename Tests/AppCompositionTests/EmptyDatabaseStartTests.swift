@testable import AppComposition
import DataAccess
import Domain
import Foundation
import Presentation
import TestSupport
import Testing

/// An `aichats.sqlite` of 0 bytes (cut short by a crash or a bad copy) is a new database to
/// SQLite: the app starts anew, and says so once, so the user knows their data is gone.
@Suite("An empty database file at start")
struct EmptyDatabaseStartTests {
    @Test func anEmptyFileIsSaidOnceAsTheAppStartsAnew() throws {
        let folder = try TemporaryFolder()
        try Data().write(to: folder.file(AppDatabase.fileName))
        var deps = AppDependencies.mock
        deps.database = try AppDatabase(folder: folder.url)
        #expect(deps.emptyDatabaseNotice == Notice("aichats.sqlite was empty (0 bytes); starting anew", isError: true))
        try deps.database?.close()

        deps.database = try AppDatabase(folder: folder.url)
        #expect(deps.emptyDatabaseNotice == nil, "the next start finds the database it made")
    }

    @Test func aFirstStartWithoutAFileSaysNothing() throws {
        let folder = try TemporaryFolder()
        var deps = AppDependencies.mock
        deps.database = try AppDatabase(folder: folder.url)
        #expect(deps.emptyDatabaseNotice == nil)
    }
}
