import Foundation

/// The app's files are its user's alone, whatever the umask: folders 0700, files 0600. New ones
/// are made so; ones made before (or by hand) are tightened at start.
public enum PrivateFiles {
    public static let folderMode: mode_t = 0o700
    public static let fileMode: mode_t = 0o600

    /// Takes group and other permissions off the file or folder at `path`, if it exists; a
    /// symbolic link is left alone (it may point anywhere).
    public static func tighten(_ path: String) {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT != S_IFLNK, status.st_mode & 0o077 != 0 else { return }
        _ = chmod(path, status.st_mode & 0o7700)
    }

    /// Tightens a folder of the app's own: one named `aichats` (XDG's, made before folders were
    /// private). A folder the user chose by another name (`--data-dir ~/team`, or `/tmp`) keeps
    /// its mode, as it may be shared on purpose: the app's files in it are private all the same.
    /// A folder the app makes is private from the start (`makeFolder`).
    public static func tightenAppFolder(_ path: String) {
        guard URL(fileURLWithPath: path).lastPathComponent == "aichats" else { return }
        tighten(path)
    }

    /// Tightens the folder and every file directly in it.
    public static func tightenFolder(_ folder: URL) {
        tighten(folder.path)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names { tighten(folder.appendingPathComponent(name).path) }
    }

    /// Makes the folder at `path` if it is missing (its parent must exist), with `folderMode`.
    /// Returns 0, or the `errno` of a failure other than "it exists".
    static func makeFolder(_ path: String) -> Int32 {
        if mkdir(path, folderMode) == 0 || errno == EEXIST { return 0 }
        return errno
    }

    /// Creates a new file with `fileMode` (never an existing one) and writes `bytes` into it.
    /// Throws a `POSIXError` with the failing call's code; a file half written is removed.
    static func create(_ path: String, containing bytes: some Collection<UInt8>) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, fileMode)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        var failure: Int32 = 0
        Array(bytes).withUnsafeBytes { buffer in
            guard let start = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, start + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if failure == 0, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure != 0 {
            unlink(path)
            throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO)
        }
    }
}
