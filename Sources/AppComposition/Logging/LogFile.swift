import DataAccess
import Foundation
import Synchronization

/// The file aichats logs to, never the screen: `$XDG_STATE_HOME/aichats/aichats.log`, else
/// `~/.local/state/aichats/aichats.log`; when the data folder was chosen (`--data-dir` or
/// `$AICHATS_DATA_DIR`), `aichats.log` in that folder, so a custom setup keeps to itself.
///
/// Lines are appended; a log over `maximumBytes` is moved to `aichats.log.1` when it opens.
public final class LogFile: Sendable {
    /// The size at which the log starts over (the old one is kept as `.1`).
    public static let maximumBytes = 1 << 20

    /// Where the lines go.
    public let url: URL
    /// The open log; the lock keeps lines written from several threads whole.
    private let handle: Mutex<FileHandle?>

    /// Opens (or creates) the log; when that fails, lines are dropped, as a log must never stop
    /// the app.
    public init(url: URL) {
        self.url = url
        let files = FileManager.default
        let folder = url.deletingLastPathComponent()
        try? files.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: PrivateFiles.folderMode])
        // A folder and logs made before they were private are tightened.
        for path in [folder.path, url.path, url.path + ".1"] { PrivateFiles.tighten(path) }
        // `stat`, as FileManager's attributes look up the owner's and group's names (NSS).
        var status = stat()
        if stat(url.path, &status) == 0, status.st_size > Self.maximumBytes {
            let old = url.appendingPathExtension("1")
            try? files.removeItem(at: old)
            try? files.moveItem(at: url, to: old)
        }
        let descriptor = open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, PrivateFiles.fileMode)
        handle = Mutex(descriptor >= 0 ? FileHandle(fileDescriptor: descriptor, closeOnDealloc: true) : nil)
    }

    deinit { handle.withLock { try? $0?.close() } }

    public func append(_ line: String) {
        let bytes = Data((line + "\n").utf8)
        handle.withLock { try? $0?.write(contentsOf: bytes) }
    }

    /// The log's place for the given command-line data folder and environment.
    public static func location(explicitDataDir: String?, environment: [String: String]) -> URL {
        let name = "aichats.log"
        if (explicitDataDir?.isEmpty == false) || (environment["AICHATS_DATA_DIR"]?.isEmpty == false) {
            return DataDirectory.resolve(explicit: explicitDataDir, environment: environment).appendingPathComponent(name)
        }
        return DataDirectory.xdgFolder("XDG_STATE_HOME", else: ".local/state", environment: environment)
            .appendingPathComponent(name)
    }
}
