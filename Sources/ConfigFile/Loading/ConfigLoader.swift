import Foundation

/// Reads `config.toml` from disk: no file is no configuration (the offline persona answers);
/// a file that holds `api_key` and that group or others may read is refused, as ssh refuses
/// such a private key.
public enum ConfigLoader {
    /// The checked configuration at `file`, nil when there is no file.
    public static func load(_ file: URL) throws(ConfigError) -> AppConfig? {
        let path = file.path
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw ConfigError(file: path, problem: "cannot be read (\(Self.reason(error))); check its permissions")
        }
        guard let source = String(data: data, encoding: .utf8) else {
            throw ConfigError(file: path, problem: "is not UTF-8 text")
        }
        let config = try ConfigParser.parse(source, file: path)
        if config.holdsKey, let mode = permissions(of: path), mode & 0o077 != 0 {
            throw ConfigError(
                file: path,
                problem: String(format: "holds api_key but others can read it (mode %03o); run: chmod 600 %@", mode, path))
        }
        return config
    }

    /// The permission bits of the file a symbolic link leads to (a config kept in a dotfiles
    /// folder and linked), as `stat` gives them; FileManager's attributes would be the link's.
    static func permissions(of path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_mode & 0o7777)
    }

    private static func reason(_ error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain, let text = strerror(Int32(code)) {
            return String(cString: text)
        }
        return "\((error as NSError).localizedDescription)"
    }
}
