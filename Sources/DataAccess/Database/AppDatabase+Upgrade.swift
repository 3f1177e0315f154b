import Foundation
import GRDB

extension AppDatabase {
    /// The running lock (`RunningLock`) for opening the database at `path`, whose schema
    /// versions `applied` the check before opening found: exclusive to update one an older
    /// aichats wrote, which throws while another aichats has it open; shared otherwise (a new
    /// database, one that is up to date), which never waits and never fails.
    static func runningLock(_ path: String, applied: Set<String>, migrator: DatabaseMigrator) throws(DatabaseOpenError) -> RunningLock? {
        guard !applied.isEmpty, applied.count < migrator.migrations.count else { return RunningLock.shared(besides: path) }
        return try RunningLock.forUpdate(of: path, from: AppSchema.dataFormat(ofApplied: applied) ?? 0)
    }

    /// Brings the schema of `pool` (the database at `path`) up to date with `migrator`. A database
    /// an older aichats wrote (schema versions applied, newer ones pending) is copied first
    /// (`CopyBeforeUpdate`), as that aichats cannot open it once updated; the update goes ahead
    /// when no copy could be made, which the returned upgrade says. A new database is just made,
    /// and one that is up to date left alone: both return nil. Without `keepingCopy` (a database
    /// that is itself a copy) none is made.
    static func migrate(
        _ pool: DatabasePool, path: String, with migrator: DatabaseMigrator, keepingCopy: Bool = true
    ) throws -> SchemaUpgrade? {
        let applied = try pool.read { db in try migrator.appliedMigrations(db) }
        guard let fromVersion = applied.last, let toVersion = migrator.migrations.last,
              applied.count < migrator.migrations.count else {
            try migrator.migrate(pool)
            return nil
        }
        let fromFormat = AppSchema.dataFormat(ofApplied: applied) ?? 0
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let copy = keepingCopy ? CopyBeforeUpdate.keep(pool, databasePath: path, folder: folder, format: fromFormat) : .notNeeded
        do {
            try migrator.migrate(pool)
        } catch {
            // Nothing was updated (each version commits on its own): the file is the copy's
            // equal, which would only take room on a disk that may be full.
            if case .kept(let name) = copy, (try? pool.read { db in try migrator.appliedMigrations(db) }) == applied {
                CopyBeforeUpdate.removeFiles(of: folder + "/" + name)
            }
            throw error
        }
        return SchemaUpgrade(
            fromFormat: fromFormat, toFormat: AppSchema.dataFormat(ofApplied: migrator.migrations) ?? fromFormat,
            fromVersion: fromVersion, toVersion: toVersion, copy: copy)
    }
}
