import Foundation
import GRDB

/// Refuses every commit once the database file's path leads to another file than the one
/// opened (a backup copied over it, the file moved away) while the app runs.
///
/// The connections keep writing to the file they opened, but the `-wal` beside the path is shared
/// by name: commits made after a swap would be mixed into the new file by the next program that
/// opens it, or be checkpointed into the old one, which the user no longer sees. Refused, a
/// commit rolls back and the screen that asked for it says why (`StorageFailure.replaced`); the
/// text stays on screen.
final class DatabaseFileGuard: TransactionObserver, Sendable {
    /// Thrown from the commit hook; the write rolls back.
    struct Replaced: Error {}

    private let path: String
    private let device: UInt64
    private let inode: UInt64

    /// Nil when the file cannot be looked at; then commits are not checked.
    init?(path: String) {
        guard let identity = Self.identity(of: path) else { return nil }
        self.path = path
        (device, inode) = identity
    }

    private static func identity(of path: String) -> (UInt64, UInt64)? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return (UInt64(status.st_dev), UInt64(status.st_ino))
    }

    /// Whether the path now leads to another file, or to none.
    var isReplaced: Bool {
        guard let identity = Self.identity(of: path) else { return true }
        return identity != (device, inode)
    }

    func databaseWillCommit() throws {
        if isReplaced { throw Replaced() }
    }

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { false }
    func databaseDidChange(with event: DatabaseEvent) {}
    func databaseDidCommit(_ db: Database) {}
    func databaseDidRollback(_ db: Database) {}
}
