import Foundation

extension Router {
    /// Carries out the action the user chose in the alert.
    ///
    /// A `.confirm` action only closes the alert here; `choose(_:)` also runs its handler.
    public func perform(_ action: AlertAction) {
        alert = nil
        switch action.effect {
        case .dismiss, .confirm: break
        case .cancel(let notice): show(Notice(notice))
        case .createAccount(let pending): present(.createAccount(then: pending))
        }
    }

    /// Carries out the chosen action, and for `.confirm` awaits the handler that asked.
    ///
    /// Whatever the choice, the handler is used at most once: a new alert needs a new one.
    public func choose(_ action: AlertAction) async {
        let handler = confirmationHandler
        confirmationHandler = nil
        perform(action)
        if case .confirm(let confirmed) = action.effect { await handler?(confirmed) }
    }

    /// Shows an alert whose `.confirm` actions call `onConfirm` once chosen.
    ///
    /// This is how a presenter asks "are you sure?": the alert names the action, the presenter
    /// that asked carries it out.
    public func confirm(_ alert: AppAlert, onConfirm: @escaping @MainActor (ConfirmedAction) async -> Void) {
        confirmationHandler = onConfirm
        present(alert: alert)
    }
}

/// Something the user must confirm in an alert before a presenter does it.
public enum ConfirmedAction: Hashable, Sendable {
    /// Delete the chat with this id.
    case deleteChat(id: UUID)
    /// Delete the chat message with this id, with every version of it.
    case deleteMessage(id: UUID)
    /// Delete the user's message with this id and the reply to it, each with every version.
    case deleteMessageAndReply(id: UUID, replyID: UUID)
    /// Delete the avatar the user made with this id, with every chat with it.
    case deleteAvatar(id: String)
    /// Delete the profile and every user record.
    case deleteAccount
    /// Mark every item of every feed read.
    case markAllFeedsRead
    /// Take the feed with this URL off the feed list; its cached items stay.
    case removeFeed(url: String)
}
