import DataAccess
import Domain
import Foundation
import Logging
import Presentation

/// Writes each failed reply to the log, then passes the failure on. Replies themselves are not
/// logged, and the responders' errors never hold an API key.
struct LoggingResponder: ChatResponder {
    let base: any ChatResponder
    let logger: Logger

    func reply(to request: ReplyRequest) -> AsyncThrowingStream<ReplyEvent, Error> {
        let events = base.reply(to: request)
        let avatar = request.avatar
        let logger = self.logger
        return AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    for try await event in events { continuation.yield(event) }
                    continuation.finish()
                } catch is CancellationError {
                    continuation.finish()
                } catch {
                    // A reply stopped by the user is no failure to log, whatever its stream ended with.
                    if !Task.isCancelled { logger.warning("\(error.userMessage)", metadata: ["avatar": "\(avatar.id)"]) }
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
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
