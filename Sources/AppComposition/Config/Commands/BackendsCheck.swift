import ConfigFile
import DataAccess
import Domain
import Foundation

/// `aichats backends`: every configured backend on one line, checked: it answers, its key is
/// accepted (401 and 403 are refusals) and its model is among the server's `/models` (when the
/// server has that list).
public struct BackendsCheck: Sendable {
    /// Asks a server for its models, with the key in its header (nil: `Authorization`); the
    /// live one goes through the network helper.
    public typealias Lister = @Sendable (_ baseURL: URL, _ key: String?, _ keyHeader: String?) async -> ModelListing

    let list: Lister

    public init(list: @escaping Lister = { await ModelLister().list(baseURL: $0, apiKey: $1, keyHeader: $2) }) {
        self.list = list
    }

    /// One line per backend, in order, and whether every check passed. The keys are read one
    /// after another (a key command may ask on the terminal), then the servers are asked all at
    /// once, so that two that hang cost one timeout, not two.
    public func run(_ settings: ChatSettings) async -> (lines: [String], passed: Bool) {
        guard !settings.backends.isEmpty else {
            let place = settings.fileFound ? "in \(settings.file.path)" : "(no \(settings.file.path))"
            return (["no backends configured \(place); the offline persona answers. See docs/config.example.toml."], true)
        }
        let keys = settings.backends.map { backend in
            Result { () throws(BackendKeyError) in try settings.keys.key(for: backend, waitNotice: StandardStream.writeError) }
        }
        let results = await withTaskGroup(of: (Int, (String, Bool)).self) { group in
            for (index, backend) in settings.backends.enumerated() {
                group.addTask { (index, await check(backend, key: keys[index], settings: settings)) }
            }
            var results = [(String, Bool)?](repeating: nil, count: settings.backends.count)
            for await (index, result) in group { results[index] = result }
            return results.compactMap { $0 }
        }
        var lines = results.map { (line, ok) in (ok ? "ok    " : "FAIL  ") + line }
        if settings.activeName == nil { lines.append("      the offline persona answers by default") }
        return (lines, results.allSatisfy(\.1))
    }

    private func check(
        _ backend: BackendConfig, key read: Result<String?, BackendKeyError>, settings: ChatSettings
    ) async -> (String, Bool) {
        let mark = backend.name == settings.activeName ? " (default)" : ""
        let head = "\(backend.name)\(mark): \(backend.displayURL), model \(backend.model): "
        let key: String?
        switch read {
        case .success(let value): key = value
        case .failure(let error): return (head + "no key: \(error.reason)", false)
        }
        let withheld = backend.name == settings.keyWithheld
        let keyWord = withheld ? "no key sent (\(KeyDestination.withheldReason))"
            : key != nil ? "key accepted" : backend.hasPasswordInURL ? "password accepted" : "no key asked"
        switch await list(backend.baseURL, key, backend.keyHeader) {
        case .models(let ids, _):
            guard let listed = ids.first(where: { $0 == backend.model }) ?? ids.first(where: { ModelName.lists(backend.model, as: $0) })
            else {
                let shown = ids.prefix(8).joined(separator: ", ") + (ids.count > 8 ? ", …" : "")
                return (head + "reachable, \(keyWord), but the server has no model \(backend.model) "
                    + "(it has \(ids.count): \(shown))", false)
            }
            return (head + "reachable, \(keyWord), model listed" + (listed == backend.model ? "" : " as \(listed)"), true)
        case .noModelsEndpoint:
            return (head + "reachable, \(keyWord); the server has no /models, so the model is not checked", true)
        case .notOpenAICompatible:
            return (head + "reachable, but not an OpenAI-compatible server at that address (no JSON from /models "
                + "or /chat/completions); check base_url", false)
        case .keyRejected(let status):
            let source = withheld ? "no key sent: \(KeyDestination.withheldReason)"
                : backend.key.setting.map { "check \($0)" } ?? (backend.hasPasswordInURL ? "check the user name and password in base_url"
                    : "the server wants a key: add api_key_env or api_key_command")
            return (head + "reachable, but the key was refused (\(status)); \(source)", false)
        case .status(let status):
            return (head + "reachable, but GET /models answered \(status)", false)
        case .unreachable(let reason):
            return (head + "cannot reach it: \(reason)", false)
        case .unanswered(let seconds):
            return (head + "it accepted the connection but did not answer GET /models within \(seconds) s "
                + "(a local server may still be loading its model)", false)
        case .malformed:
            return (head + "reachable, but /models did not answer with a model list", false)
        case .tooLarge(let megabytes):
            return (head + "reachable, but its model list is larger than \(megabytes) MB, the most aichats reads", false)
        }
    }
}
