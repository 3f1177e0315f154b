import Foundation

extension TemporaryFolder {
    /// The environment in which this folder is both `HOME` and `XDG_CONFIG_HOME`, `more` over it:
    /// aichats reads its config file from `aichats/config.toml` in it.
    public func homeEnvironment(_ more: [String: String] = [:]) -> [String: String] {
        ["XDG_CONFIG_HOME": url.path, "HOME": url.path].merging(more) { $1 }
    }

    /// Writes `text` as the config file of `homeEnvironment()` with the permissions `mode` (a
    /// file with a key in it must be private, one with a key command not writable by others);
    /// 0o644 unless given, as a umask of 022 makes it, so that no test depends on the machine's.
    public func writeConfig(_ text: String, mode: Int = 0o644) throws {
        try FileManager.default.createDirectory(at: file("aichats"), withIntermediateDirectories: true)
        try write(text, to: "aichats/config.toml")
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path("aichats/config.toml"))
    }
}
