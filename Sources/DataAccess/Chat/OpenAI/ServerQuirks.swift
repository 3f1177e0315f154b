import Foundation
import Synchronization

/// What the app learnt about a server while it talked to it: older llama.cpp servers and Ollama
/// versions answer 400 to `stream_options`. Kept per base URL for the app's life, so that every
/// responder made for the same server (one per request, by `BackendResponder`) knows it.
final class ServerQuirks: Sendable {
    private let refuses = Mutex(false)

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

    /// Whether the server refused `stream_options` once; then it is not sent again.
    var refusesStreamOptions: Bool { refuses.withLock { $0 } }

    func noteRefusesStreamOptions() { refuses.withLock { $0 = true } }
}
