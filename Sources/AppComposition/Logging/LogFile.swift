import DataAccess
import Domain
import Foundation
import Synchronization

/// The file aichats logs to, never the screen: `$XDG_STATE_HOME/aichats/aichats.log`, else
/// `~/.local/state/aichats/aichats.log`; when the data folder was chosen (`--data-dir` or
/// `$AICHATS_DATA_DIR`), `aichats.log` in that folder, so a custom setup keeps to itself.
///
/// Lines are appended; a log over `maximumBytes` is moved to `aichats.log.1`, when it opens and
/// while the app runs (a backend that is down for a week of auto-refreshes would grow it for
/// ever). Another aichats on the same log may move it meanwhile: lines follow it to the new file.
public final class LogFile: Sendable {
    /// The size at which the log starts over (the old one is kept as `.1`).
    public static let maximumBytes = 1 << 20

    /// Where the lines go.
    public let url: URL
    /// The open log; the lock keeps lines written from several threads whole.
    private let handle: Mutex<FileHandle?>
    /// Why the log could not be opened (such as "No such file or directory"), nil when it was.
    public let failure: String?

    /// One sentence for the status bar when the log could not be opened, nil when it was: the
    /// app's messages send the user to the log, which then holds nothing.
    public var notice: String? {
        failure.map { "The log cannot be written (\($0)): \(ControlEscapes.visible(url.path))" }
    }

    /// Opens (or creates) the log; when that fails, lines are dropped, as a log must never stop
    /// the app.
    public init(url: URL) {
        self.url = url
        let files = FileManager.default
        let folder = url.deletingLastPathComponent()
        try? files.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: PrivateFiles.folderMode])
        // A folder and logs made before they were private are tightened.
        PrivateFiles.tightenAppFolder(folder.path)
        for path in [url.path, url.path + ".1"] { PrivateFiles.tighten(path) }
        if let size = Self.size(of: url), size > Self.maximumBytes { Self.moveAside(url) }
        let opened = Self.open(url)
        failure = opened == nil ? SystemReason.text(errno) : nil
        handle = Mutex(opened)
    }

    deinit { handle.withLock { try? $0?.close() } }

    public func append(_ line: String) {
        let bytes = Data((line + "\n").utf8)
        handle.withLock { handle in
            reopenIfMovedOrFull(&handle)
            try? handle?.write(contentsOf: bytes)
        }
    }

    /// Opens the file at `url` again when the open one is no longer there (another aichats
    /// moved it aside) or has grown past `maximumBytes` (then it is moved aside first).
    private func reopenIfMovedOrFull(_ handle: inout FileHandle?) {
        guard let open = handle else { return }
        var own = stat(), named = stat()
        guard fstat(open.fileDescriptor, &own) == 0 else { return }
        let moved = stat(url.path, &named) != 0 || named.st_ino != own.st_ino || named.st_dev != own.st_dev
        guard moved || own.st_size > Self.maximumBytes else { return }
        if !moved { Self.moveAside(url) }
        try? open.close()
        handle = Self.open(url)
    }

    /// `stat`, as FileManager's attributes look up the owner's and group's names (NSS).
    private static func size(of url: URL) -> Int? {
        var status = stat()
        return stat(url.path, &status) == 0 ? Int(status.st_size) : nil
    }

    /// The log becomes `aichats.log.1`, in place of the one before.
    private static func moveAside(_ url: URL) {
        let old = url.appendingPathExtension("1")
        try? FileManager.default.removeItem(at: old)
        try? FileManager.default.moveItem(at: url, to: old)
    }

    private static func open(_ url: URL) -> FileHandle? {
        let descriptor = Foundation.open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, PrivateFiles.fileMode)
        return descriptor >= 0 ? FileHandle(fileDescriptor: descriptor, closeOnDealloc: true) : nil
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
