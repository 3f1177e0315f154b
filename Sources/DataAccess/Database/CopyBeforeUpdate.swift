import Domain
import Foundation
import GRDB

/// The copy of an older aichats's database kept in the data folder before this build updates
/// it, as that aichats cannot open the updated file: `aichats-format-8-backup.sqlite`, which it
/// opens again once put in the place of `aichats.sqlite`. One per data format: a later update
/// from the same format replaces it with the newer data.
enum CopyBeforeUpdate {
    private static let prefix = "aichats-format-"
    private static let suffix = "-backup.sqlite"

    static func fileName(format: Int) -> String { "\(prefix)\(format)\(suffix)" }

    /// The data format in the name of a copy; nil for any other file.
    static func format(ofFileName name: String) -> Int? {
        guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else { return nil }
        let number = name.dropFirst(prefix.count).dropLast(suffix.count)
        return number.allSatisfy { $0.isASCII && $0.isNumber } ? Int(number) : nil
    }

    /// The newest copy in `folder` of a data format at most `format` (one this build opens), by name.
    static func newest(in folder: String, upTo format: Int) -> String? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let copies = names.compactMap { name in self.format(ofFileName: name).map { (format: $0, name: name) } }
        return copies.filter { $0.format <= format }.max { $0.format < $1.format }?.name
    }

    /// Copies what `pool` holds (one consistent snapshot, through SQLite's backup API: commits
    /// still in the log too) into `folder` as `fileName(format:)`, mode 0600. The copy is made
    /// under a temporary name and then renamed, so that a failure (a full disk) leaves no half
    /// copy behind, and an earlier copy of the same name stays whole until it is replaced.
    /// `freeBytes` tells the room left on the disk of a folder (tests tell less).
    static func keep(
        _ pool: DatabasePool, databasePath: String, folder: String, format: Int,
        freeBytes: (String) -> UInt64? = FreeSpace.available(folder:)
    ) -> SchemaUpgrade.Copy {
        let name = fileName(format: format)
        let partial = folder + "/" + name + ".partial"
        removeFiles(of: partial)
        do {
            try requireRoom(toCopy: databasePath, free: freeBytes(folder))
            try PrivateFiles.create(partial, containing: [])
            let copy = try DatabaseQueue(path: partial)
            do {
                try pool.backup(to: copy)
                try copy.close()
            } catch {
                try? copy.close()
                throw error
            }
            guard rename(partial, folder + "/" + name) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            return .kept(fileName: name)
        } catch {
            removeFiles(of: partial)
            return .notKept(reason: reason(error))
        }
    }

    /// Removes the database file at `path` and the journal, log and -shm SQLite may leave beside it.
    static func removeFiles(of path: String) {
        for suffix in ["", "-journal", "-wal", "-shm"] { unlink(path + suffix) }
    }

    /// Not enough room on the disk for a copy of the database and its log.
    private struct NoRoom: Error {
        let needed: UInt64
        let free: UInt64
    }

    /// Throws `NoRoom` unless the `free` bytes left on the disk (nil: unknown) hold the copy of
    /// the database at `path` with some to spare (`FreeSpace.nearlyFull`): a copy that filled the
    /// disk would make the update fail, and the writes of another aichats running on the folder.
    private static func requireRoom(toCopy path: String, free: UInt64?) throws {
        let needed = fileSize(path) + fileSize(path + "-wal")
        if let free, free < needed + FreeSpace.nearlyFull { throw NoRoom(needed: needed, free: free) }
    }

    private static func fileSize(_ path: String) -> UInt64 {
        var status = stat()
        return stat(path, &status) == 0 ? UInt64(max(0, status.st_size)) : 0
    }

    private static func reason(_ error: any Error) -> String {
        switch error {
        case let error as NoRoom:
            "only \(size(error.free)) free on the disk; a copy of \(size(error.needed)) needs "
                + "\(size(error.needed + FreeSpace.nearlyFull)), to leave some room"
        case let error as DatabaseError where error.resultCode == .SQLITE_FULL:
            StorageFailure.diskFull.reason
        case let error as DatabaseError:
            error.message ?? "\(error.resultCode)"
        case let error as POSIXError:
            SystemReason.text(error.code.rawValue)
        default:
            DatabaseOpenError.describe(error)
        }
    }

    /// "452 KB", "1.2 MB".
    static func size(_ bytes: UInt64) -> String {
        if bytes < 1_000_000 { return "\((bytes + 999) / 1000) KB" }
        let tenths = (bytes + 99_999) / 100_000
        return "\(tenths / 10).\(tenths % 10) MB"
    }
}
