import DataAccess
import Foundation

/// Where aichats keeps its files: `--data-dir`, else `$AICHATS_DATA_DIR`, else
/// `$XDG_DATA_HOME/aichats`, else `~/.local/share/aichats`.
public enum DataDirectory {
    /// The folder for the given command-line value and environment.
    public static func resolve(explicit: String?, environment: [String: String]) -> URL {
        if let explicit, !explicit.isEmpty { return URL(fileURLWithPath: explicit, isDirectory: true) }
        if let custom = environment["AICHATS_DATA_DIR"], !custom.isEmpty {
            return URL(fileURLWithPath: custom, isDirectory: true)
        }
        return xdgFolder("XDG_DATA_HOME", else: ".local/share", environment: environment)
    }

    /// The setting a message tells the user to change for another folder: `AICHATS_DATA_DIR`
    /// when that variable chose the folder, else the option `--data-dir`.
    public static func setting(explicit: String?, environment: [String: String]) -> String {
        let chosenByVariable = (explicit ?? "").isEmpty && !(environment["AICHATS_DATA_DIR"] ?? "").isEmpty
        return chosenByVariable ? "AICHATS_DATA_DIR" : "--data-dir"
    }

    /// What is wrong with `folder` when it is a symbolic link that leads nowhere ("is a link that
    /// loops back on itself (…)"), nil otherwise.
    public static func brokenLink(_ folder: URL) -> String? { BrokenLink.problem(at: folder.path) }

    /// aichats's folder under an XDG base directory: `$<variable>/aichats`, else
    /// `~/<fallback>/aichats`. A relative value is ignored, as the XDG specification says.
    static func xdgFolder(_ variable: String, else fallback: String, environment: [String: String]) -> URL {
        if let base = environment[variable], base.hasPrefix("/") {
            return URL(fileURLWithPath: base, isDirectory: true).appendingPathComponent("aichats", isDirectory: true)
        }
        return home(environment).appendingPathComponent(fallback + "/aichats", isDirectory: true)
    }

    /// `$HOME`, else the account's home folder.
    static func home(_ environment: [String: String]) -> URL {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true)
    }
}
