import Domain
import Logging
import Synchronization

/// Logs that the database refused a write (a full disk, a lock held by another program), once
/// while the same reason lasts, and that writes work again; shared by the stores that log, so
/// that a draft's failure and a reply's are one streak. The texts themselves are not logged.
final class WriteFailureLog: Sendable {
    private let logger: Logger
    /// The reason last logged, while writes keep failing.
    private let failing = Mutex<String?>(nil)

    init(logger: Logger) {
        self.logger = logger
    }

    /// Runs `write`, saying in the log when it fails what could not be saved (`what`, "a reply").
    func logged<T>(_ what: String, _ write: () async throws -> T) async throws -> T {
        do {
            let value = try await write()
            if failing.withLock({ $0.take() }) != nil { logger.notice("the database takes writes again") }
            return value
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            let reason = error.userMessage
            let isNew = failing.withLock { last in
                defer { last = reason }
                return last != reason
            }
            if isNew { logger.error("could not save \(what): \(reason)") }
            throw error
        }
    }
}
