import Foundation

/// What became of a draft being saved (`ChatInteractor.saveDraft`) while other aichats may
/// work on the same data folder.
public enum DraftOutcome: Sendable, Hashable {
    /// Kept in its chat.
    case saved
    /// Another aichats changed the chat's draft since this one read or wrote it: nothing was
    /// written, and this is the draft stored, for the user to see.
    case changedElsewhere(String)
    /// The chat was deleted meanwhile (in another aichats, say): the text is now the draft of the
    /// avatar's chat `to`, started anew if it had none, after `after`, the draft that chat held
    /// (empty when none).
    case moved(to: Chat, after: String)
    /// The chat was deleted meanwhile with its avatar: there is no chat to keep the text in, so
    /// the draft store holds it for the app to show as it quits (`DraftStore.keepLost`).
    case avatarGone
}
