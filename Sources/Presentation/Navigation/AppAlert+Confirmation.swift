extension AppAlert {
    /// The label of a confirmation's cancel action, as its dialog shows it.
    public static let cancelKeyLabel = "any other key"

    /// A question before something that cannot be undone ("Delete the chat …?").
    ///
    /// Only `y` does it (`doing` names it: "Delete"); any other key, Enter too, cancels and says
    /// `kept` in the status bar. The same letters that are commands on one screen are text on the
    /// next, so a word typed on the wrong screen ("daily" in Chats: `d`, then `y`) must not get
    /// past the question: the first key that is not `y` closes it and does nothing else.
    public static func confirmation(
        title: String, message: String, doing: String, action: ConfirmedAction, kept: String
    ) -> AppAlert {
        AppAlert(title: title, message: message, actions: [
            AlertAction(keyLabel: "y", title: doing, effect: .confirm(action)),
            AlertAction(keyLabel: cancelKeyLabel, title: "Cancel", effect: .cancel(notice: kept)),
        ])
    }

    /// A confirmation with a second way to do it (`otherKey`, a letter: "m" deletes the message
    /// alone): `y` does the first, `otherKey` the other, any other key cancels.
    public static func confirmation(
        title: String, message: String, doing: String, action: ConfirmedAction,
        or otherKey: String, doing other: String, action otherAction: ConfirmedAction, kept: String
    ) -> AppAlert {
        AppAlert(title: title, message: message, actions: [
            AlertAction(keyLabel: "y", title: doing, effect: .confirm(action)),
            AlertAction(keyLabel: otherKey, title: other, effect: .confirm(otherAction)),
            AlertAction(keyLabel: cancelKeyLabel, title: "Cancel", effect: .cancel(notice: kept)),
        ])
    }

    /// True for a question before something that cannot be undone: only `y` confirms it.
    public var isConfirmation: Bool {
        actions.contains { action in
            if case .confirm = action.effect { return true }
            return false
        }
    }
}
