import Foundation
import Synchronization

/// What the app learnt about a server while it talked to it: the parts of a request it refused,
/// which it is sent without from then on. Kept per base URL for the app's life, so that every
/// responder made for the same server (one per request, by `BackendResponder`) knows it; a part
/// that a model refuses is kept for that model.
final class ServerQuirks: Sendable {
    private struct Refusal: Hashable {
        let part: RequestPart
        /// Nil for a part the whole server refuses.
        let model: String?
    }

    private let refusals = Mutex<Set<Refusal>>([])

    private static let known = Mutex<[String: ServerQuirks]>([:])

    /// The quirks of the server at `baseURL`, shared by every responder for it.
    static func of(_ baseURL: URL) -> ServerQuirks {
        known.withLock { known in
            if let quirks = known[baseURL.absoluteString] { return quirks }
            let quirks = ServerQuirks()
            known[baseURL.absoluteString] = quirks
            return quirks
        }
    }

    /// Forgets what was learnt about the server at `baseURL` (a test's server, whose port another
    /// test's server may get next).
    static func forget(_ baseURL: URL) {
        _ = known.withLock { $0.removeValue(forKey: baseURL.absoluteString) }
    }

    /// The parts of a request for `model` that the server refused.
    func refused(for model: String) -> Set<RequestPart> {
        refusals.withLock { refusals in
            Set(refusals.filter { $0.model == nil || $0.model == model }.map(\.part))
        }
    }

    /// Notes that the server refused `part` in a request for `model`: `stream_options` for every model.
    func note(_ part: RequestPart, refusedFor model: String) {
        _ = refusals.withLock { $0.insert(Refusal(part: part, model: part == .streamOptions ? nil : model)) }
    }
}

/// A part of a chat request that some servers refuse with a 400 (or 422), and that the request
/// can do without.
enum RequestPart: Hashable, Sendable, CaseIterable {
    /// `stream_options` (the usage chunk): older llama.cpp servers and Ollama versions answer 400,
    /// Mistral 422, naming it in the error's place only.
    case streamOptions
    /// `max_tokens`: OpenAI's reasoning models (o1, o3, gpt-5) want `max_completion_tokens`.
    case maxTokens
    /// `temperature`: OpenAI's reasoning models take only their default.
    case temperature
    /// A `system` message: Gemma's and older Mistral's chat templates raise on it (vLLM, SGLang,
    /// TGI); the system prompt then opens the first user message, as Ollama and llama.cpp do it.
    case systemRole

    /// Whether a refusal's body, or its message, names this part as the one refused.
    /// `turnsAlternate` says whether the messages sent after the system message alternate, user
    /// first: Llama 2's and Mistral's templates say "Conversation roles must alternate
    /// user/assistant/…" of a system message as of two user messages in a row, and only the
    /// first is the system role's fault (the second would be a bug of ours, which a resend hides).
    func isNamed(inBody body: String, message: String, turnsAlternate: Bool) -> Bool {
        switch self {
        case .streamOptions: body.localizedCaseInsensitiveContains("stream_options")
        case .maxTokens: message.localizedCaseInsensitiveContains("max_completion_tokens")
        case .temperature: message.localizedCaseInsensitiveContains("temperature")
        case .systemRole:
            (turnsAlternate || !message.localizedCaseInsensitiveContains("alternate"))
                && ["system role", "only user and assistant roles", "roles must alternate"].contains {
                    message.localizedCaseInsensitiveContains($0)
                }
        }
    }
}
