import Domain

/// What `config.toml` says, checked: every key known, every value of its type and range.
/// Environment overrides are not applied here (see `BackendSelection`).
public struct AppConfig: Sendable, Equatable {
    /// `default_backend`; nil when the file names none (allowed only with one backend or none).
    public var defaultBackend: String?
    /// The `[backends.NAME]` tables, sorted by name.
    public var backends: [BackendConfig]
    /// The `[ui]` table.
    public var ui: UIConfig
    /// The `[feeds]` table.
    public var feeds: FeedsConfig

    init(defaultBackend: String? = nil, backends: [BackendConfig] = [], ui: UIConfig = UIConfig(), feeds: FeedsConfig = FeedsConfig()) {
        self.defaultBackend = defaultBackend
        self.backends = backends.sorted { $0.name < $1.name }
        self.ui = ui
        self.feeds = feeds
    }

    /// The built-in backend of the offline persona: `default_backend` and `AICHATS_BACKEND` may
    /// name it, a `[backends.NAME]` table may not.
    public static let offlineBackendName = ChatBackend.offlineName

    /// No file: no backends, the offline persona, the built-in UI settings.
    public static let empty = AppConfig()

    /// The backend called `name`.
    public func backend(named name: String) -> BackendConfig? {
        backends.first { $0.name == name }
    }

    /// Whether some backend's key comes from a command, which whoever can change the file can
    /// change into any command run as the user.
    public var runsKeyCommand: Bool { !keyCommands.isEmpty }

    /// Every `api_key_command`, in the order of the backends.
    public var keyCommands: [String] {
        backends.compactMap { if case .command(let command) = $0.key { command } else { nil } }
    }

    /// How the file holds a key, for the message that refuses it: "api_key", else a password in
    /// `base_url`, else the command that prints one.
    public var keyKind: String {
        if backends.contains(where: { if case .literal = $0.key { true } else { false } }) { return "api_key" }
        return backends.contains(where: \.hasPasswordInURL) ? "a password in base_url" : "a key written in an api_key_command"
    }

    /// Whether some backend keeps its key in the file itself, which makes the file a secret:
    /// `api_key`, or an `api_key_command` with a key written in it (`echo sk-…`, and any other
    /// command that holds a word `config show` masks), or a password in `base_url`.
    public var holdsKey: Bool {
        backends.contains {
            switch $0.key {
            case .literal: true
            case .command(let command): KeyCommandText.holdsKey(command) || $0.hasPasswordInURL
            case .none, .environment: $0.hasPasswordInURL
            }
        }
    }
}
