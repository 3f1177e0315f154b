import Foundation

/// The system calls behind `FileFeedRefreshLock`; none of them blocks.
enum RefreshLockFile {
    enum Hold {
        case held(Int32)
        case busy
        /// No lock could be taken (the file cannot be made, the file system has no `flock`).
        case unlocked
    }

    /// How often a lock found taken is tried again, a moment apart, before it counts as busy:
    /// `isHeld` takes it (shared) for a moment, and a refresh must not be left out for that.
    static let attempts = 3
    static let pause = Duration.milliseconds(20)

    static func take(_ path: String) async -> Hold {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, PrivateFiles.fileMode)
        guard descriptor >= 0 else { return .unlocked }
        for attempt in 1...attempts {
            switch FolderLock.tryLock(descriptor, LOCK_EX) {
            case true?: return .held(descriptor)
            case nil:
                close(descriptor)
                return .unlocked
            case false?:
                if attempt < attempts { try? await Task.sleep(for: pause) }
            }
        }
        close(descriptor)
        return .busy
    }

    /// True while another descriptor holds the lock: a shared lock taken and let go at once,
    /// so that several waiting aichats never keep each other waiting.
    static func isHeld(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return FolderLock.tryLock(descriptor, LOCK_SH) == false
    }
}
