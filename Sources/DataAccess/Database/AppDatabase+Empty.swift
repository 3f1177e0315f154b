import Foundation

extension AppDatabase {
    /// Whether `path` is a file of 0 bytes whose log (`-wal`) is missing or empty too: SQLite
    /// takes it as a new database, so what it held is gone, not hidden.
    static func isEmptyFile(_ path: String) -> Bool {
        size(of: path) == 0 && (size(of: path + "-wal") ?? 0) == 0
    }

    private static func size(of path: String) -> Int? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(status.st_size)
    }
}
