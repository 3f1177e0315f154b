import DataAccess
import Domain
import Foundation
import Logging
import Presentation

/// Writes each failed reply to the log, then passes the failure on; also a reply stopped before
/// its end (Esc, quitting) and a wait the server asked for (429, 503 with Retry-After), each on
/// one line. Replies themselves are not logged, and the responders' errors never hold an API key.
struct LoggingResponder: ChatResponder {
    let base: any ChatResponder
    let logger: Logger

    func reply(to request: ReplyRequest) -> AsyncThrowingStream<ReplyEvent, Error> {
        let events = base.reply(to: request)
        let metadata = answerer(of: request)
        let logger = self.logger
        return AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    for try await event in events {
                        if case .waitingToRetry(let delay, _, _) = event {
                            logger.info("the server asked to wait: asking again in \(delay.components.seconds) s", metadata: metadata)
                        }
                        continuation.yield(event)
                    }
                    if Task.isCancelled { logger.info("reply stopped before its end", metadata: metadata) }
                    continuation.finish()
                } catch is CancellationError {
                    logger.info("reply stopped before its end", metadata: metadata)
                    continuation.finish()
                } catch {
                    // A reply stopped by the user is no failure, whatever its stream ended with.
                    if Task.isCancelled {
                        logger.info("reply stopped before its end", metadata: metadata)
                    } else {
                        logger.warning("\(error.userMessage)", metadata: metadata)
                    }
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// The avatar, and the backend and model asked (the default backend's name and configured
    /// model when the request names none), so that a line says which server failed.
    private func answerer(of request: ReplyRequest) -> Logger.Metadata {
        var metadata: Logger.Metadata = ["avatar": "\(request.avatar.id)"]
        let backends = base as? BackendResponder
        guard let name = request.backendName ?? backends?.catalog.defaultBackend().name else { return metadata }
        metadata["backend"] = "\(name)"
        let configured = name == ChatBackend.offlineName ? ChatBackend.offline.model : backends?.catalog.server(named: name)?.backend.model
        if let model = request.model ?? configured { metadata["model"] = "\(model)" }
        return metadata
    }
}

extension ChatResponder {
    /// What answers the chats, for the log; an API key is never part of it.
    public var logDescription: String {
        switch self {
        case let logging as LoggingResponder: logging.base.logDescription
        case let server as OpenAICompatibleResponder: server.description
        case let backends as BackendResponder: backends.description
        case is OfflinePersonaResponder: "the offline persona responder"
        default: String(describing: type(of: self))
        }
    }
}
