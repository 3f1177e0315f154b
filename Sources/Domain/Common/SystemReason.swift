import Foundation

/// Why a system call failed, in the words the app's screens use: a full disk is "the disk is
/// full" everywhere (a command's message, a screen's line, the log), not the system's "No space
/// left on device" in one place and SQLite's "database or disk is full" in another.
public enum SystemReason {
    /// The reason for `errno` value `code`, to end a sentence such as "could not write urls: …".
    public static func text(_ code: Int32) -> String {
        switch code {
        case ENOSPC: StorageFailure.diskFull.reason
        default: String(cString: strerror(code))
        }
    }
}
