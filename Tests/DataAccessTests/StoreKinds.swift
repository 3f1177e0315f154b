import DataAccess
import Domain
import Foundation
import TestSupport

/// The chat stores that must behave alike, by name for a test's arguments.
enum ChatStores {
    static let kinds = ["sqlite", "memory"]

    /// An empty store of `kind` whose clock stands at `instant(0)`, and the folder of its database
    /// file (nil in memory), which the test keeps as long as it uses the store.
    static func make(_ kind: String) throws -> (any ChatStore, TemporaryFolder?) {
        if kind == "memory" { return (InMemoryChatStore(clock: .fixed(instant(0))), nil) }
        let (folder, database) = try TemporaryFolder.withDatabase()
        return (SQLiteChatStore(database: database, clock: .fixed(instant(0))), folder)
    }
}

/// Runs `body` against the SQLite store on a fresh database file, then against the in-memory
/// one: the two must behave the same.
func forEachStore<Store>(
    sqlite: (AppDatabase) -> Store, memory: @autoclosure () -> Store, _ body: (Store) async throws -> Void
) async throws {
    let (folder, database) = try TemporaryFolder.withDatabase()
    try await body(sqlite(database))
    _ = folder
    try await body(memory())
}
