import ConfigFile
import DataAccess
import Foundation

/// The backends the app uses and which one answers: `config.toml` with the environment's
/// overrides applied (`AICHATS_BACKEND` picks a backend; `AICHATS_API_BASE`, `AICHATS_MODEL` and
/// `AICHATS_API_KEY` replace its values, or make the only backend when the file has none).
/// Without a file and without those variables the offline persona answers, as before.
public struct ChatSettings: Sendable {
    /// The config file's place, whether or not it exists.
    public let file: URL
    /// Whether the file exists.
    public let fileFound: Bool
    /// The file as it was read (`.empty` without a file).
    public let config: AppConfig
    /// Every backend after the environment's overrides, sorted by name.
    public let backends: [BackendConfig]
    /// The backend that answers; nil: the offline persona.
    public let activeName: String?
    /// The variables that changed something, for `aichats config show`.
    public let overrides: [String]
    /// The backends' keys, read when first needed.
    public let keys: BackendKeys
    /// The backend whose file key is not sent, as `AICHATS_API_BASE` points it to another
    /// server (see `BackendSelection`); nil when every key goes where the file says.
    public let keyWithheld: String?

    /// The backend that answers, nil for the offline persona.
    public var active: BackendConfig? { activeName.flatMap(backend(named:)) }

    public func backend(named name: String) -> BackendConfig? { backends.first { $0.name == name } }

    /// The `[ui]` table.
    public var ui: UIConfig { config.ui }

    /// The variables that hold keys (`AICHATS_API_KEY`, every `api_key_env`): the app removes
    /// them from its own environment once the settings are read, so no program it starts (the
    /// network helper, a browser, a key command) inherits a key. `keys` keeps its own copy.
    public var keyVariables: [String] { Self.keyVariables(in: config.backends + backends) }

    static func keyVariables(in backends: [BackendConfig]) -> [String] {
        var names = ["AICHATS_API_KEY"]
        for backend in backends {
            if case .environment(let name) = backend.key, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// False with `theme = "mono"`: the app draws as with `--no-color`.
    public var usesColor: Bool { ui.theme != .mono }

    /// Reads the file and the environment. Every mistake is a usage failure (exit code 2): a
    /// wrong file, an `AICHATS_BACKEND` that names no backend, a wrong `AICHATS_API_BASE`, and
    /// a key of the backend that answers that cannot be had (`api_key_command` failing, say).
    public static func load(environment: [String: String]) throws(StartupFailure) -> ChatSettings {
        let settings = try read(environment: environment)
        if let active = settings.active {
            do {
                _ = try settings.keys.key(for: active, waitNotice: StandardStream.writeError)
            } catch {
                throw StartupFailure(message: error.description, exitCode: 2)
            }
        }
        return settings
    }

    /// As `load`, without reading any key: for `aichats config show`, which shows none.
    public static func read(environment: [String: String]) throws(StartupFailure) -> ChatSettings {
        let file = AppConfigFile.location(environment: environment)
        let (config, found) = try AppConfigFile.load(file)
        let selection = try BackendSelection(config: config, environment: environment, file: file.path)
        if (config.backends + selection.backends).contains(where: \.sendsSecret) { CoreDumps.disable() }
        return ChatSettings(
            file: file, fileFound: found, config: config, backends: selection.backends, activeName: selection.activeName,
            overrides: selection.overrides, keys: BackendKeys(
                environment: environment, keyVariables: keyVariables(in: config.backends + selection.backends)),
            keyWithheld: selection.keyWithheld)
    }
}
