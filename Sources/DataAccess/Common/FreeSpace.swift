import Foundation

/// How much room the disk holding a file has left, to tell a full disk from other write errors:
/// SQLite reports a -shm or -wal it could not grow on a full disk as "disk I/O error", not as
/// "database or disk is full".
enum FreeSpace {
    /// Less than this is a full disk for the database: a page or two of the log, the 32 KiB
    /// -shm, and the file system's own blocks for them.
    static let nearlyFull: UInt64 = 1 << 20

    /// Whether the file system of the folder `folder` has less than `nearlyFull` left for this
    /// user (root may also use the blocks the file system reserves for it); false when it cannot
    /// be asked.
    static func isNearlyFull(folder: String) -> Bool {
        guard let bytes = available(folder: folder) else { return false }
        return bytes < nearlyFull
    }

    /// The bytes this user may still write on the file system of `folder`; nil when it cannot be asked.
    static func available(folder: String) -> UInt64? {
        var info = statvfs()
        guard statvfs(folder, &info) == 0 else { return nil }
        let blocks = geteuid() == 0 ? UInt64(info.f_bfree) : UInt64(info.f_bavail)
        return blocks * UInt64(info.f_frsize)
    }
}
