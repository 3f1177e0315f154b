import ConfigFile
import DataAccess
import Domain
import Foundation

/// `aichats backends`: every configured backend on one line, checked: it answers, its key is
/// accepted (401 and 403 are refusals) and its model is among the server's `/models` (when the
/// server has that list).
public struct BackendsCheck: Sendable {
    /// Asks a server for its models; the live one goes through the network helper.
    public typealias Lister = @Sendable (_ baseURL: URL, _ key: String?) async -> ModelListing

    let list: Lister

    public init(list: @escaping Lister = { await ModelLister().list(baseURL: $0, apiKey: $1) }) {
        self.list = list
    }

    /// One line per backend, in order, and whether every check passed.
    public func run(_ settings: ChatSettings) async -> (lines: [String], passed: Bool) {
        guard !settings.backends.isEmpty else {
            let place = settings.fileFound ? "in \(settings.file.path)" : "(no \(settings.file.path))"
            return (["no backends configured \(place); the offline persona answers. See docs/config.example.toml."], true)
        }
        var lines: [String] = []
        var passed = true
        for backend in settings.backends {
            let (line, ok) = await check(backend, settings: settings)
            lines.append((ok ? "ok    " : "FAIL  ") + line)
            passed = passed && ok
        }
        if settings.activeName == nil { lines.append("      the offline persona answers by default") }
        return (lines, passed)
    }

    private func check(_ backend: BackendConfig, settings: ChatSettings) async -> (String, Bool) {
        let mark = backend.name == settings.activeName ? " (default)" : ""
        let head = "\(backend.name)\(mark): \(backend.displayURL), model \(backend.model): "
        let key: String?
        do {
            key = try settings.keys.key(for: backend, waitNotice: StandardStream.writeError)
        } catch {
            return (head + "no key: \(error.reason)", false)
        }
        let keyWord = key == nil ? "no key asked" : "key accepted"
        switch await list(backend.baseURL, key) {
        case .models(let ids, _):
            guard ids.contains(backend.model) else {
                let shown = ids.prefix(8).joined(separator: ", ") + (ids.count > 8 ? ", …" : "")
                return (head + "reachable, \(keyWord), but the server has no model \(backend.model) "
                    + "(it has \(ids.count): \(shown))", false)
            }
            return (head + "reachable, \(keyWord), model listed", true)
        case .noModelsEndpoint:
            return (head + "reachable, \(keyWord); the server has no /models, so the model is not checked", true)
        case .keyRejected(let status):
            let source = backend.key.setting.map { "check \($0)" } ?? "the server wants a key: add api_key_env or api_key_command"
            return (head + "reachable, but the key was refused (\(status)); \(source)", false)
        case .status(let status):
            return (head + "reachable, but GET /models answered \(status)", false)
        case .unreachable(let reason):
            return (head + "cannot reach it: \(reason)", false)
        case .malformed:
            return (head + "reachable, but /models did not answer with a model list", false)
        }
    }
}
