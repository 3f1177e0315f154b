import Domain

/// Why a backend's models could not be listed, in one sentence for the model picker.
public enum ModelCatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    case unknownBackend(String)
    /// The key could not be read; the reason names the backend.
    case noKey(String)
    case keyRejected(ChatBackend, status: Int)
    /// It refused the list while the backend's key is held back (`BackendServer.keyWithheld`).
    case keyWithheld(ChatBackend, status: Int)
    case status(ChatBackend, ServerAnswer)
    case unreachable(ChatBackend, String)
    /// It accepted the connection but did not answer within this many seconds.
    case unanswered(ChatBackend, seconds: Int64)
    case malformed(ChatBackend)
    case tooLarge(ChatBackend, megabytes: Int)
    /// What answers at its address is no OpenAI-compatible server (`ModelListing.notOpenAICompatible`).
    case notOpenAICompatible(ChatBackend)

    public var description: String {
        switch self {
        case .unknownBackend(let name): "no backend \"\(name)\" in the config file"
        case .noKey(let reason): reason
        case .keyRejected(let backend, let status):
            "\(backend.name) refused the key (\(status)); check \(backend.keySource ?? "its key: none is configured")"
        case .keyWithheld(let backend, let status):
            "\(backend.name) refused the request (\(status)); no key sent: \(BackendServer.keyWithheldReason)"
        case .status(_, let answer): answer.told(of: "GET /models")
        case .unreachable(let backend, let reason): "cannot reach \(backend.displayURL ?? backend.name): \(reason)"
        case .unanswered(let backend, let seconds):
            "\(backend.displayURL ?? backend.name) accepted the connection but did not answer within \(seconds) s "
                + "(a local server may still be loading its model)"
        case .malformed(let backend): "\(backend.name) answered /models with something that is not a model list"
        case .tooLarge(let backend, let megabytes):
            "\(backend.name)'s model list is larger than \(megabytes) MB, the most aichats reads"
        case .notOpenAICompatible(let backend):
            "\(backend.displayURL ?? backend.name) is not an OpenAI-compatible server (no JSON from /models or "
                + "/chat/completions); check its base_url"
        }
    }
}
