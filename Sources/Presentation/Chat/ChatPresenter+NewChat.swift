import Domain
import Foundation

/// Ctrl-N: starting over with the same avatar, as elia's Ctrl-N and oterm's new chat do. The
/// chat on screen stays as it is, with its draft, and Chats lists both.
extension ChatPresenter {
    /// True once the chat is open (its avatar is there) and holds something to keep: in an
    /// empty chat Ctrl-N only says that it is new already.
    public var canStartNewChat: Bool { canSend && !avatarDeletedElsewhere && !(messages.isEmpty && input.isEmpty) }

    /// Starts a new, empty chat with the avatar (about the same article, for a chat about one)
    /// in place of this one; leaving this one saves its draft, as Esc does, and a reply being
    /// written goes on there, as after Alt-l. Not in a chat that holds nothing yet (it is a new
    /// chat already).
    public func startNewChat() async {
        guard let chat, let avatar else { return }
        do {
            let fresh = try await interactor.startNewChat(after: chat, hasDraft: !input.isEmpty)
            router.replaceTop(with: .savedChat(id: fresh.id))
            let draft = input.isEmpty ? "" : ", with your draft"
            let writing = isReplying ? ", where \(avatar.name) goes on writing its reply" : ""
            router.show(Notice("A new chat with \(avatar.name): the one before stays in Chats\(draft)\(writing)"))
        } catch ChatInteractor.NewChatRefusal.alreadyEmpty {
            router.show(Notice("This chat is new already: say hello to \(avatar.name)"))
        } catch {
            router.show(Notice("Could not start a new chat: \(error.userMessage)", isError: true))
        }
    }
}
