import Domain
import Foundation

/// The live `ChatResponder`: sends each request to the backend it names (the default one when
/// it names none): an OpenAI-compatible server with its model, temperature and max_tokens, or
/// the offline persona. A key is read when a server is first asked.
public struct BackendResponder: ChatResponder, CustomStringConvertible {
    public let catalog: ServerModelCatalog
    private let offline: any ChatResponder
    /// Makes the responder of one server, once its key is known (tests point it at another helper).
    private let makeResponder: @Sendable (BackendServer, String?) -> OpenAICompatibleResponder

    public init(
        catalog: ServerModelCatalog, offline: any ChatResponder,
        makeResponder: @escaping @Sendable (BackendServer, String?) -> OpenAICompatibleResponder = BackendResponder.responder
    ) {
        self.catalog = catalog
        self.offline = offline
        self.makeResponder = makeResponder
    }

    /// The server's responder with the backend's settings, `first_byte_timeout` among them.
    public static func responder(for server: BackendServer, key: String?) -> OpenAICompatibleResponder {
        OpenAICompatibleResponder(
            baseURL: server.baseURL, apiKey: key, model: server.backend.model, temperature: server.backend.temperature,
            maxTokens: server.backend.maxTokens, contextChars: server.backend.contextChars,
            keySource: server.backend.keySource, keyHeader: server.keyHeader,
            connectTimeout: .seconds(server.backend.firstByteSeconds))
    }

    /// The responder that answers for `name` (nil: the default backend).
    public func responder(for name: String?) throws(ChatReplyError) -> any ChatResponder {
        let name = name ?? catalog.defaultBackend().name
        if name == ChatBackend.offlineName { return offline }
        guard let server = catalog.server(named: name) else {
            throw ChatReplyError(
                .unreachable, reason: "the backend \"\(name)\" is not in the config file any more; pick another")
        }
        do {
            return makeResponder(server, try server.key())
        } catch {
            throw ChatReplyError(.unreachable, reason: "\(error)")
        }
    }

    /// The key of a backend not asked before is read off the caller's actor: an
    /// `api_key_command` may take a while, and the screen must not wait for it.
    public func reply(to request: ReplyRequest) -> AsyncThrowingStream<ReplyEvent, Error> {
        if (request.backendName ?? catalog.defaultBackend().name) == ChatBackend.offlineName {
            return offline.reply(to: request)
        }
        let dispatcher = self
        return AsyncThrowingStream { continuation in
            let task = Task.detached {
                do {
                    for try await event in try dispatcher.responder(for: request.backendName).reply(to: request) {
                        continuation.yield(event)
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// The backends and the default one; where each key comes from, never a key.
    public var description: String {
        let backends = catalog.backends().map { backend in
            backend.isOffline
                ? "offline persona"
                : "\(backend.name) (\(backend.displayURL ?? ""), model \(backend.model), key: \(backend.keySource ?? "none"))"
        }
        return "backends: \(backends.joined(separator: ", ")); default: \(catalog.defaultBackend().name)"
    }
}
