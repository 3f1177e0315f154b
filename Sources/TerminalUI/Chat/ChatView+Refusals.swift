import Presentation

/// The keys that only say why they do nothing now, while a reply streams or once the chat's
/// avatar is gone.
extension ChatView {
    /// While a reply streams, the keys that would change the conversation only say why they do
    /// nothing; help and the status bar then leave them out. Ctrl-R, Esc and the rest still act.
    var refusedWhileReplying: [KeyBinding] {
        guard presenter.isReplying else { return [] }
        let presenter = self.presenter
        let keys: [Key] = [.enter, .ctrl("o"), .alt("["), .alt("]"), .alt("e"), .alt("d")]
        return [KeyBinding(keys, "Wait for the reply to finish, Esc to stop it, or Alt-l to leave it writing", isListed: false) {
            presenter.refuseWhileReplying()
        }]
    }

    /// Once the avatar was deleted elsewhere with this chat, the keys that need the stored chat
    /// or its avatar only say so; help and the status bar leave them out. Esc, help, copying,
    /// search and scrolling still act.
    var refusedWhileAvatarDeleted: [KeyBinding] {
        guard presenter.avatarDeletedElsewhere else { return [] }
        let presenter = self.presenter
        let keys: [Key] = [.enter, .ctrl("r"), .ctrl("s"), .ctrl("o"), .ctrl("n"), .alt("p"), .alt("["), .alt("]"), .alt("e"), .alt("d")]
        return [KeyBinding(keys, "Say that this chat's avatar was deleted", isListed: false) {
            presenter.refuseWhileAvatarDeleted()
        }]
    }
}
