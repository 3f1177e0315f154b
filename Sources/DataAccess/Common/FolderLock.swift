import Foundation

/// An advisory lock (`flock`) on a folder, held while one process changes what is in it, so
/// that two processes take turns: the database's opening and migration, a change to the feed list.
///
/// The lock is on the folder itself, opened read-only. It creates no file, so nothing is left
/// behind in a folder the user keeps (a lock file would stay, and removing it after use races
/// with the next process that opens it); and unlike a file that is replaced by renaming a new
/// one over it, the folder stays the same inode, so every process locks the same thing. It is
/// independent of SQLite's own locks on the database file. A folder that cannot be opened, or a
/// file system without `flock` support, runs the body unlocked.
enum FolderLock {
    /// Runs `body` while holding the lock on `folder`, waiting up to `timeout` for another process
    /// (or another thread's descriptor) to release it; throws `timedOut()` after that.
    static func withLock<T, Failure: Error>(
        on folder: String, timeout: Duration, timedOut: () -> Failure, _ body: () throws(Failure) -> T
    ) throws(Failure) -> T {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return try body() }
        // Closing the descriptor releases the lock, also when the body throws.
        defer { close(descriptor) }
        let deadline = ContinuousClock.now + timeout
        while let held = tryLock(descriptor), !held {
            guard ContinuousClock.now < deadline else { throw timedOut() }
            usleep(5_000)
        }
        return try body()
    }

    /// The database's lock: a process that keeps it too long (hung mid-migration) is named.
    static func withLock<T>(
        on folder: String, timeout: Duration, _ body: () throws(DatabaseOpenError) -> T
    ) throws(DatabaseOpenError) -> T {
        try withLock(
            on: folder, timeout: timeout,
            timedOut: { DatabaseOpenError.unavailable(path: folder, reason: "another aichats is still opening its database") },
            body)
    }

    /// Takes `flock`'s `operation` (exclusive unless told) without waiting: true when the lock
    /// is now held, false while another holds it, nil when the file system cannot lock (the
    /// caller then runs unlocked, as before there was a lock). Also `RefreshLockFile`'s and `RunningLock`'s.
    static func tryLock(_ descriptor: Int32, _ operation: Int32 = LOCK_EX) -> Bool? {
        while flock(descriptor, operation | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            return errno == EWOULDBLOCK ? false : nil
        }
        return true
    }
}
