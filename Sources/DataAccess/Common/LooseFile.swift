import Foundation

/// A file of the app's that other users may read or change, left so because the app could not
/// tighten it (`PrivateFiles.tighten`): it is not its owner's, as with a file copied there by
/// root. The README promises files of mode 0600, so the app says so rather than use it silently.
public struct LooseFile: Sendable, Equatable {
    public let path: String
    /// The permission bits, such as 0o666.
    public let mode: mode_t
    /// The owner's user name, else its uid.
    public let owner: String

    /// The file at `path` when group or others have any permission on it and its owner is not
    /// this process's user (who could tighten it); nil otherwise, for a link or a missing file too.
    public static func at(_ path: String) -> LooseFile? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_mode & 0o077 != 0,
              status.st_uid != geteuid() else { return nil }
        return LooseFile(path: path, mode: status.st_mode & 0o777, owner: userName(status.st_uid))
    }

    /// One sentence for the user: "aichats.sqlite can be read and changed by other users (mode
    /// 666, owned by root), and only its owner can change that: …".
    public var notice: String {
        let name = URL(fileURLWithPath: path).lastPathComponent
        return "\(name) can be \(uses) by other users (mode \(String(mode, radix: 8)), owned by \(owner)), and only its owner "
            + "can change that: have \(owner) run chmod 600 on it, or replace it with a copy of your own"
    }

    /// For the log, with the whole path.
    public var logLine: String {
        "\(path) is not private (mode \(String(mode, radix: 8)), owned by \(owner)) and could not be made so"
    }

    /// "read", "changed", or both, by the group's and others' bits.
    private var uses: String {
        switch (mode & 0o044 != 0, mode & 0o022 != 0) {
        case (true, true): "read and changed"
        case (false, true): "changed"
        default: "read"
        }
    }

    private init(path: String, mode: mode_t, owner: String) {
        self.path = path
        self.mode = mode
        self.owner = owner
    }

    private static func userName(_ uid: uid_t) -> String {
        guard let entry = getpwuid(uid), let name = entry.pointee.pw_name else { return "uid \(uid)" }
        return String(cString: name)
    }
}
