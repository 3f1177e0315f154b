import Domain
import Foundation

/// Reading and replacing the feed list file with the system's own reasons for a failure.
enum FeedFileIO {
    /// The file's bytes; nil when there is no file, which is an empty list.
    /// A named pipe or a device is refused, never read: it could wait or stream for ever.
    static func read(_ path: String) throws(FeedListError) -> [UInt8]? {
        // Opened without waiting: opening a named pipe waits for a writer.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        if descriptor < 0 {
            if errno == ENOENT { return nil }
            throw .unreadable(path: path, reason: reason(errno))
        }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT != S_IFREG, status.st_mode & S_IFMT != S_IFDIR {
            throw .unreadable(path: path, reason: "it is not a regular file")
        }
        return try readAll(descriptor, path: path)
    }

    /// The path `aichats feeds import -` reads: standard input, which may be a pipe.
    static let standardInput = "/dev/stdin"
    /// How a message names `source`: standard input in the help's words, not as `/dev/stdin`.
    static func name(of source: URL) -> String {
        source.path == standardInput ? "standard input" : source.path
    }
    /// The most read from standard input: an OPML export of thousands of feeds is a few MB.
    static let standardInputLimit = 32 << 20

    /// Everything on standard input, up to `standardInputLimit` bytes.
    static func readStandardInput() throws(FeedListError) -> [UInt8] {
        try readAll(STDIN_FILENO, path: "standard input", limit: standardInputLimit)
    }

    /// The bytes of `descriptor` to its end; more than `limit` is refused.
    private static func readAll(_ descriptor: Int32, path: String, limit: Int = .max) throws(FeedListError) -> [UInt8] {
        var bytes: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .unreadable(path: path, reason: reason(errno)) }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
            guard bytes.count <= limit else { throw .unreadable(path: path, reason: "it holds more than \(limit >> 20) MB") }
        }
    }

    /// Replaces the file at `path` with `bytes` all at once (a temporary file renamed over it),
    /// so a crash or a full disk leaves the old list whole. The file keeps its permissions (a new
    /// one is private, 0600, in a folder made 0700), and a symbolic link (a dotfiles manager's)
    /// stays a link: the file it points to is replaced.
    static func replace(_ path: String, with bytes: [UInt8]) throws(FeedListError) {
        let target = linkTarget(path) ?? path
        let folder = (target as NSString).deletingLastPathComponent
        var status = stat()
        let mode = stat(target, &status) == 0 ? status.st_mode & 0o7777 : PrivateFiles.fileMode
        try makeFolder(folder, for: path)
        let temporary = folder + "/.\((target as NSString).lastPathComponent).aichats-\(UUID().uuidString)"
        do {
            try PrivateFiles.create(temporary, containing: bytes)
        } catch let error as POSIXError {
            throw .unwritable(path: path, reason: reason(error.code.rawValue))
        } catch {
            throw .unwritable(path: path, reason: "\(error)")
        }
        guard chmod(temporary, mode) == 0, rename(temporary, target) == 0 else {
            let failure = errno
            unlink(temporary)
            throw .unwritable(path: path, reason: reason(failure))
        }
    }

    /// A new private file beside the list at `path`, holding `bytes`, for the editor to change
    /// (`URLsFileEditor`); its name starts with a dot and the list's name.
    static func copy(beside path: String, holding bytes: [UInt8]) throws(FeedListError) -> String {
        let target = linkTarget(path) ?? path
        let copy = (target as NSString).deletingLastPathComponent
            + "/.\((target as NSString).lastPathComponent).aichats-edit-\(UUID().uuidString.prefix(8))"
        do {
            try PrivateFiles.create(copy, containing: bytes)
        } catch {
            throw .unwritable(path: path, reason: (error as? POSIXError).map { reason($0.code.rawValue) } ?? "\(error)")
        }
        return copy
    }

    /// Makes `folder`, which will hold the list at `path`, when it is missing: private, in a parent
    /// made as needed.
    static func makeFolder(_ folder: String, for path: String) throws(FeedListError) {
        do {
            // 0700, as the XDG base directory spec asks of a missing `~/.config`, whatever the umask.
            try FileManager.default.createDirectory(
                atPath: (folder as NSString).deletingLastPathComponent, withIntermediateDirectories: true,
                attributes: [.posixPermissions: PrivateFiles.folderMode])
        } catch {
            throw .unwritable(path: path, reason: "its folder \(folder) could not be made")
        }
        let made = PrivateFiles.makeFolder(folder)
        guard made == 0 else { throw .unwritable(path: path, reason: reason(made)) }
    }

    /// The folder that holds the file at `path`, or the file its symbolic link leads to.
    static func folder(of path: String) -> String {
        ((linkTarget(path) ?? path) as NSString).deletingLastPathComponent
    }

    /// Where the symbolic link at `path` points, relative to the link's folder; nil for a file.
    private static func linkTarget(_ path: String) -> String? {
        guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else { return nil }
        return target.hasPrefix("/") ? target : (path as NSString).deletingLastPathComponent + "/" + target
    }

    /// The system's sentence for `code`, such as "Permission denied"; "the disk is full" as the
    /// screens say it (`SystemReason`).
    static func reason(_ code: Int32) -> String { SystemReason.text(code) }
}
