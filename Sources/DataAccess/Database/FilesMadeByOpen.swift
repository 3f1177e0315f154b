import Foundation

/// The database file, its log (`-wal`), its shared memory (`-shm`) and the data folder's
/// `running.lock` that were missing before an open: when the open fails (a full disk), the ones
/// it made are removed, so that it leaves nothing behind (a 0-byte `-wal` and a few bytes of
/// `-shm`, say). A file that was there is the user's, or another program's that has the database
/// open, and stays.
struct FilesMadeByOpen {
    static let suffixes = ["", "-wal", "-shm"]

    /// The paths that did not exist when the open began.
    let missing: [String]

    /// Looks at the files of the database at `path` before it is opened.
    init(path: String) {
        missing = (Self.suffixes.map { path + $0 } + [RunningLock.path(besides: path)]).filter { !Self.exists($0) }
    }

    /// Removes what the failed open made of `missing`.
    func remove() {
        for path in missing where Self.exists(path) { unlink(path) }
    }

    /// Whether anything is at `path`, a dangling link too (`lstat`, not `stat`).
    private static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }
}
