import Foundation

extension TemporaryFolder {
    /// The environment in which this folder is both `HOME` and `XDG_CONFIG_HOME`, `more` over it:
    /// aichats reads its config file from `aichats/config.toml` in it.
    public func homeEnvironment(_ more: [String: String] = [:]) -> [String: String] {
        ["XDG_CONFIG_HOME": url.path, "HOME": url.path].merging(more) { $1 }
    }

    /// Writes `text` as the config file of `homeEnvironment()`; `mode` sets its permissions
    /// (the umask's unless given: a file with a key in it must be private).
    public func writeConfig(_ text: String, mode: Int? = nil) throws {
        try FileManager.default.createDirectory(at: file("aichats"), withIntermediateDirectories: true)
        try write(text, to: "aichats/config.toml")
        if let mode {
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path("aichats/config.toml"))
        }
    }
}
