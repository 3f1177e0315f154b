import Foundation

/// How far a chat message got.
public enum MessageState: String, CaseIterable, Sendable, Hashable {
    /// The message is whole: sent by the user, or a reply that finished.
    case complete
    /// A reply that is still growing, or that stopped before it finished (cancelled or killed).
    case partial
    /// A reply that could not be written; its text says why.
    case failed
}
