import Foundation

/// Errors the domain reports to the user.
public enum DomainError: Error, Sendable, Equatable {
    /// A data source could not be read at all.
    case unavailable(String)
    /// No record has the given id.
    case notFound(String)
    /// The input was not acceptable; the text says why.
    case invalidInput(String)
    /// The app's own data could not be read or written.
    case storage(StorageFailure)

    /// A chat that no longer exists: deleted (with the account, say) in another window or by
    /// another program since this one read it. Said without its id, which means nothing to
    /// the user.
    public static let chatGone = DomainError.notFound("this chat, deleted since it was opened,")

    /// An account that no longer exists: deleted in another aichats, say, since this one read it.
    /// A change to it is not saved, so that it does not come back.
    public static let accountGone = DomainError.notFound("your account, deleted since this screen was opened,")

    /// True for a record that no longer exists: trying again does not bring it back.
    public var isGone: Bool {
        if case .notFound = self { true } else { false }
    }

    /// What `error` says to the user: a domain error's own sentence, otherwise its description.
    /// Failed replies, feeds and moves keep it as their reason; the screens show it.
    public static func describe(_ error: any Error) -> String {
        (error as? DomainError)?.message ?? String(describing: error)
    }

    /// A sentence to show to the user.
    public var message: String {
        switch self {
        case .unavailable(let what): "could not load \(what)"
        case .notFound(let what): "\(what) was not found"
        case .invalidInput(let why): why
        case .storage(let failure): failure.reason
        }
    }
}
