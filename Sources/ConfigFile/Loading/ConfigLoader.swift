import Foundation

/// Reads `config.toml` from disk: no file is no configuration (the offline persona answers);
/// a file that holds `api_key` and that group or others may read is refused, as ssh refuses
/// such a private key, and so is one with `api_key_command` that group or others may change.
public enum ConfigLoader {
    /// The checked configuration at `file`, nil when there is no file.
    public static func load(_ file: URL) throws(ConfigError) -> AppConfig? {
        let path = file.path
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        // Before any read: a named pipe would wait for a writer for ever.
        if let kind = notAFile(path) { throw ConfigError(file: path, problem: "\(kind), not a file; move it away") }
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw ConfigError(file: path, problem: "cannot be read (\(Self.reason(error))); check its permissions")
        }
        guard let source = String(data: data, encoding: .utf8) else {
            throw ConfigError(
                file: path, line: firstLineNotUTF8(data),
                problem: "the line is not UTF-8 text; save the file as UTF-8")
        }
        // TOMLKit reads a NUL as the end of the text ("encountered end-of-file").
        if let nul = source.utf8.firstIndex(of: 0) {
            let line = source.utf8[..<nul].count { $0 == UInt8(ascii: "\n") } + 1
            throw ConfigError(file: path, line: line, problem: "the line holds a NUL byte, which TOML does not allow; remove it")
        }
        let config = try ConfigParser.parse(source, file: path)
        if config.holdsKey, let mode = permissions(of: path), mode & 0o077 != 0 {
            throw ConfigError(
                file: path,
                problem: String(format: "holds %@ but others can read it (mode %03o); ", config.keyKind, mode)
                    + fixAdvice(path, "chmod 600"))
        }
        if config.runsKeyCommand, let owner = owner(of: path), !isTrusted(owner: owner, user: getuid()) {
            throw ConfigError(
                file: path,
                problem: "holds api_key_command but belongs to another user (uid \(owner)), who could make it run any "
                    + "command as you; make it yours (chown) or move it away")
        }
        let folder = (path as NSString).deletingLastPathComponent
        if config.runsKeyCommand, let mode = permissions(of: folder), mode & 0o022 != 0, mode & Int(S_ISVTX) == 0 {
            throw ConfigError(
                file: path,
                problem: String(
                    format: "holds api_key_command but its folder lets others replace it (mode %03o), and so run any "
                        + "command as you; run: chmod go-w %@", mode, folder))
        }
        if config.runsKeyCommand, let mode = permissions(of: path), mode & 0o022 != 0 {
            throw ConfigError(
                file: path,
                problem: String(
                    format: "holds api_key_command but others can change it (mode %03o), and so run any command as you; ",
                    mode) + fixAdvice(path, "chmod go-w"))
        }
        try checkKeyCommandSurroundings(config, file: path)
        return config
    }

    /// The permission bits of the file a symbolic link leads to (a config kept in a dotfiles
    /// folder and linked), as `stat` gives them; FileManager's attributes would be the link's.
    /// Whether a file that runs a command may belong to `owner`: the user's own or root's, as ssh
    /// asks of its config.
    static func isTrusted(owner: uid_t, user: uid_t) -> Bool { owner == user || owner == 0 }

    static func owner(of path: String) -> uid_t? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_uid : nil
    }

    static func permissions(of path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_mode & 0o7777)
    }

    /// "is a folder" and the like when `path` is not a regular file; nil for a file.
    private static func notAFile(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "is a folder"
        case S_IFIFO: return "is a named pipe"
        default: return "is a device or a socket"
        }
    }

    private static func reason(_ error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain, let text = strerror(Int32(code)) {
            return String(cString: text)
        }
        return "\((error as NSError).localizedDescription)"
    }
}
