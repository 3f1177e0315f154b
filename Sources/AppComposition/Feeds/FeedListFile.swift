import DataAccess
import Domain
import Foundation

/// The user's feed list: `$XDG_CONFIG_HOME/aichats/urls`, else `~/.config/aichats/urls`, the
/// place and format of newsboat's `urls` file, so a newsboat user can copy theirs over. It is
/// configuration the user may edit by hand, not data, so it is not in the data folder.
public enum FeedListFile {
    public static func location(environment: [String: String]) -> URL {
        DataDirectory.xdgFolder("XDG_CONFIG_HOME", else: ".config", environment: environment)
            .appendingPathComponent("urls")
    }

    /// The store over the file for `environment`; reading it opens nothing else (no database).
    public static func store(environment: [String: String]) -> any FeedListStore {
        URLsFileStore(file: location(environment: environment))
    }
}
