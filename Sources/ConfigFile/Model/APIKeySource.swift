/// Where a backend's API key comes from. `description` never holds the key itself, nor one
/// written into a command (`echo sk-…`, see `KeyCommandText`), so the value may be logged or
/// shown (`aichats config show`).
public enum APIKeySource: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// No key: a local server that needs none.
    case none
    /// `api_key_env`: the variable with this name holds the key (also `AICHATS_API_KEY`).
    case environment(String)
    /// `api_key_command`: the first line of the command's standard output, trimmed, is the key
    /// (`pass show openai`).
    case command(String)
    /// `api_key`: the key itself, written in the file.
    case literal(String)

    /// Where the key comes from, in a few words for messages ("401: check …").
    public var description: String {
        switch self {
        case .none: "no key"
        case .environment(let variable): "the variable \(variable)"
        case .command(let command): "the command `\(KeyCommandText.redacted(command))`"
        case .literal: "api_key in the config file"
        }
    }

    public var debugDescription: String { description }

    /// A mirror without the key.
    public var customMirror: Mirror { Mirror(self, children: ["source": description]) }
}

extension APIKeySource {
    /// The setting that gives the key, as the user would look for it ("api_key_env
    /// OPENAI_API_KEY"); nil for none. For `ChatBackend.keySource` and "check …" messages.
    public var setting: String? {
        switch self {
        case .none: nil
        case .environment("AICHATS_API_KEY"): "AICHATS_API_KEY"
        case .environment(let variable): "api_key_env \(variable)"
        case .command(let command): "api_key_command `\(KeyCommandText.redacted(command))`"
        case .literal: "api_key in the config file"
        }
    }
}
