import ConfigFile
import DataAccess
import Domain
import Foundation

/// `aichats backends`: every configured backend on one line, checked: it answers, its key is
/// accepted (401 and 403 are refusals) and its model is among the server's `/models` (when the
/// server has that list). A backend without a key whose list wants one passes with a warning
/// when the server chats without one.
public struct BackendsCheck: Sendable {
    /// Asks a server for its models, with the key in its header (nil: `Authorization`); the
    /// live one goes through the network helper.
    public typealias Lister = @Sendable (_ baseURL: URL, _ key: String?, _ keyHeader: String?) async -> ModelListing
    /// Whether a server answers a one-token chat with the model, without a key.
    public typealias ChatProbe = @Sendable (_ baseURL: URL, _ model: String) async -> Bool

    let list: Lister
    let chatsWithoutKey: ChatProbe

    public init(
        list: @escaping Lister = { await ModelLister().list(baseURL: $0, apiKey: $1, keyHeader: $2) },
        chatsWithoutKey: @escaping ChatProbe = { await ModelLister().chatsWithoutKey(baseURL: $0, model: $1) }
    ) {
        self.list = list
        self.chatsWithoutKey = chatsWithoutKey
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
        let results = await withTaskGroup(of: (Int, (String, Verdict)).self) { group in
            for (index, backend) in settings.backends.enumerated() {
                group.addTask { (index, await check(backend, key: keys[index], settings: settings)) }
            }
            var results = [(String, Verdict)?](repeating: nil, count: settings.backends.count)
            for await (index, result) in group { results[index] = result }
            return results.compactMap { $0 }
        }
        var lines = results.map { (line, verdict) in verdict.rawValue + line }
        if settings.activeName == nil { lines.append("      the offline persona answers by default") }
        return (lines, results.allSatisfy { $0.1 != .fail })
    }

    /// How a backend's check ended, as its line starts.
    enum Verdict: String {
        case ok = "ok    "
        /// It works, but not all of it could be checked.
        case warn = "warn  "
        case fail = "FAIL  "
    }

    private func check(
        _ backend: BackendConfig, key read: Result<String?, BackendKeyError>, settings: ChatSettings
    ) async -> (String, Verdict) {
        let mark = backend.name == settings.activeName ? " (default)" : ""
        let head = "\(backend.name)\(mark): \(backend.displayURL), model \(backend.model): "
        let key: String?
        switch read {
        case .success(let value): key = value
        case .failure(let error): return (head + "no key: \(error.reason)", .fail)
        }
        let withheld = backend.name == settings.keyWithheld
        let keyWord = withheld ? "no key sent (\(BackendServer.keyWithheldReason))"
            : key != nil ? "key accepted" : backend.hasPasswordInURL ? "password accepted" : "no key asked"
        let listing = await list(backend.baseURL, key, backend.keyHeader)
        if listing.mayOnlyListWantKey(key: key, keyWithheld: withheld, baseURL: backend.baseURL),
           await chatsWithoutKey(backend.baseURL, backend.model) {
            return (head + "reachable, chat works without a key; its model list (/models) wants one, so the model "
                + "is not checked", .warn)
        }
        let (line, passed) = Self.describe(listing, of: backend, keyWord: keyWord, withheld: withheld)
        return (head + line, passed ? .ok : .fail)
    }

    /// What `listing` says of `backend`, and whether the check passed.
    private static func describe(
        _ listing: ModelListing, of backend: BackendConfig, keyWord: String, withheld: Bool
    ) -> (String, Bool) {
        switch listing {
        case .models(let ids, _):
            guard let listed = ids.first(where: { $0 == backend.model }) ?? ids.first(where: { ModelName.lists(backend.model, as: $0) })
            else {
                guard !ids.isEmpty else { return ("reachable, \(keyWord), but the server lists no models", false) }
                let shown = ids.prefix(8).joined(separator: ", ") + (ids.count > 8 ? ", …" : "")
                return ("reachable, \(keyWord), but the server has no model \(backend.model) (it has \(ids.count): \(shown))", false)
            }
            return ("reachable, \(keyWord), model listed" + (listed == backend.model ? "" : " as \(listed)"), true)
        case .noModelsEndpoint:
            return ("reachable, \(keyWord); the server has no /models, so the model is not checked", true)
        case .notOpenAICompatible:
            return ("reachable, but not an OpenAI-compatible server at that address (no JSON from /models "
                + "or /chat/completions); check base_url", false)
        case .keyRejected(let status):
            let source = withheld ? "no key sent: \(BackendServer.keyWithheldReason)"
                : backend.key.setting.map { "check \($0)" } ?? (backend.hasPasswordInURL ? "check the user name and password in base_url"
                    : "the server wants a key: add api_key_env or api_key_command")
            return ("reachable, but the key was refused (\(status)); \(source)", false)
        case .status(let answer):
            return ("reachable, but " + answer.told(of: "GET /models"), false)
        case .unreachable(let reason):
            return ("cannot reach it: \(reason)", false)
        case .unanswered(let seconds):
            return ("it accepted the connection but did not answer GET /models within \(seconds) s "
                + "(a local server may still be loading its model)", false)
        case .malformed:
            return ("reachable, but /models did not answer with a model list", false)
        case .tooLarge(let megabytes):
            return ("reachable, but its model list is larger than \(megabytes) MB, the most aichats reads", false)
        }
    }
}
