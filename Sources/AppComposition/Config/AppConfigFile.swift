import ConfigFile
import Foundation

/// Where the user's `config.toml` is: `$XDG_CONFIG_HOME/aichats/config.toml`, else
/// `~/.config/aichats/config.toml`, beside the feed list (`FeedListFile`).
public enum AppConfigFile {
    public static func location(environment: [String: String]) -> URL {
        DataDirectory.xdgFolder("XDG_CONFIG_HOME", else: ".config", environment: environment)
            .appendingPathComponent("config.toml")
    }

    /// The checked file at `location`, `.empty` when there is none; a mistake in it is a usage
    /// failure (exit code 2) whose message names the file, the line and the key.
    static func load(_ location: URL) throws(StartupFailure) -> (config: AppConfig, found: Bool) {
        do {
            guard let config = try ConfigLoader.load(location) else { return (.empty, false) }
            return (config, true)
        } catch {
            throw StartupFailure(message: error.description, exitCode: 2)
        }
    }
}
