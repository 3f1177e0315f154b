import Domain
import Foundation
import GRDB

/// A full disk (or a file that may not be written) at start: the database is opened for reading,
/// so that what is stored still shows, and each write says why it fails, as a write on a disk
/// that fills up later does.
extension AppDatabase {
    /// The database at `path` for reading only, opened without writing a byte beside it (as
    /// `DatabaseProbe` reads): nil when there is nothing to read yet (a missing or empty file),
    /// when the check before opening refuses it (damaged, another program's, newer), when its
    /// schema is older than this build's (its queries would fail on the old tables), or when its
    /// log (`-wal`) holds commits but its `-shm` is missing (reading them would make one).
    static func readOnlyPool(_ path: String, busyTimeout: TimeInterval) -> DatabasePool? {
        guard let size = fileSize(path), size > 0 else { return nil }
        do { try DatabaseProbe.inspect(path, migrator: AppSchema.migrator, forReading: true) } catch { return nil }
        let location: String
        if (fileSize(path + "-wal") ?? 0) == 0 {
            // No commits outside the file (an empty log is what a failed open leaves).
            guard DatabaseProbe.readsURIFileNames else { return nil }
            location = DatabaseProbe.immutableURI(path)
        } else if FileManager.default.fileExists(atPath: path + "-shm") {
            location = path
        } else {
            return nil
        }
        let configuration = configuration(busyTimeout: busyTimeout, readonly: true)
        guard let pool = try? DatabasePool(path: location, configuration: configuration),
              (try? pool.read(AppSchema.migrator.hasCompletedMigrations)) == true
        else { return nil }
        return pool
    }

    private static func fileSize(_ path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Int(status.st_size)
    }
}

extension DatabaseOpenError {
    /// This error, as `.diskFull` when it is a write that failed with the disk all but full in
    /// `folder` (SQLite reports a -shm it could not grow as "disk I/O error").
    func onFullDisk(folder: String) -> DatabaseOpenError {
        guard case .writeFailed(let path, _) = self, FreeSpace.isNearlyFull(folder: folder) else { return self }
        return .diskFull(path: path)
    }

    /// Why writes fail when the database could be opened only for reading; nil for errors that
    /// are not about writing (a damaged file, a newer schema), which must stop the start.
    var refusedWrite: StorageFailure? {
        switch self {
        case .diskFull: .diskFull
        case .writeFailed: .ioError
        // A copy of the data from a backup, say: what it holds shows, as on a full disk.
        case .notWritable: .readOnly
        default: nil
        }
    }
}
