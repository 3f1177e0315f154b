import Domain
import Foundation

/// The chat's title, in its header, and giving it one (Alt-r): a field in the header; Enter
/// keeps it, Esc leaves it. The input below keeps what is typed there meanwhile.
extension ChatPresenter {
    /// The title the chat was given, else its first line; nil before anything is sent. A chat
    /// opened before its first message takes that message's line once it is sent.
    public var chatTitle: String? {
        guard let chat else { return nil }
        if let title = chat.title { return title }
        let opening = chat.openingText ?? messages.first { $0.role == .user && $0.state == .complete }?.text
        return opening.flatMap(ChatTitle.byDefault(from:))
    }

    public var isRenaming: Bool { titleField != nil }

    /// Alt-r: the field, with the title given (empty for the default one, which it shows).
    public func beginRename() {
        guard var chat else { return }
        if chat.openingText == nil, let first = messages.first(where: { $0.role == .user }) { chat = chat.opened(by: first) }
        titleField = TitleField(for: chat)
    }

    public func editTitle(_ edit: (inout TextInput) -> Void) { titleField?.edit(edit) }

    public func typeIntoTitle(_ text: String) { titleField?.type(text, router: router) }

    /// Esc: the title stays as it was.
    public func cancelRename() { titleField = nil }

    /// Enter: keeps the title typed (none: the default one).
    public func commitRename() async {
        guard let field = titleField else { return }
        titleField = nil
        do {
            let stored = try await interactor.retitle(field.chatID, typed: field.input.text)
            if chat?.id == stored.id { chat = stored }
            router.show(.retitled(stored))
        } catch {
            router.show(Notice("Could not rename the chat: \(error.userMessage)", isError: true))
        }
    }
}
