import Synchronization

/// What a responder learnt about its server while it talked to it, shared by the responder's
/// copies: older llama.cpp servers and Ollama versions answer 400 to `stream_options`.
final class ServerQuirks: Sendable {
    private let refuses = Mutex(false)

    /// Whether the server refused `stream_options` once; then it is not sent again.
    var refusesStreamOptions: Bool { refuses.withLock { $0 } }

    func noteRefusesStreamOptions() { refuses.withLock { $0 = true } }
}
