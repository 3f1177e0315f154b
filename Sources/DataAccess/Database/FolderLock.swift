import Foundation

/// An advisory lock (`flock`) on the data folder, held while one process checks, opens and
/// migrates the database, so that two instances started at the same moment on an empty folder
/// take turns instead of both running the same migration.
///
/// The lock is on the folder itself, so it creates no file, and it is independent of SQLite's
/// own locks on the database file. A file system without `flock` support runs the body unlocked.
enum FolderLock {
    /// Runs `body` while holding the lock on `folder`, waiting up to `timeout` for another process
    /// to release it.
    static func withLock<T>(
        on folder: String, timeout: Duration, _ body: () throws(DatabaseOpenError) -> T
    ) throws(DatabaseOpenError) -> T {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return try body() }
        // Closing the descriptor releases the lock, also when the body throws.
        defer { close(descriptor) }
        let deadline = ContinuousClock.now + timeout
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            switch errno {
            case EINTR: continue
            case EWOULDBLOCK:
                guard ContinuousClock.now < deadline else {
                    throw .unavailable(path: folder, reason: "another aichats is still opening its database")
                }
                usleep(5_000)
            default: return try body()
            }
        }
        return try body()
    }
}
