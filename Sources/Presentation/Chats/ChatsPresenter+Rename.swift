import Domain
import Foundation

/// Giving the selected chat a title (`r`): a field on its row; Enter keeps it, Esc leaves it.
extension ChatsPresenter {
    public var isRenaming: Bool { titleField != nil }

    /// `r`: the field, with the selected chat's title.
    public func beginRename() {
        guard let selected, !isSearching else { return }
        titleField = TitleField(for: selected.summary.chat)
    }

    public func editTitle(_ edit: (inout TextInput) -> Void) { titleField?.edit(edit) }

    public func typeIntoTitle(_ text: String) { titleField?.type(text, router: router) }

    /// Esc: the title stays as it was.
    public func cancelRename() { titleField = nil }

    /// Enter: keeps the title typed (none: the default one) and lists the chat with it.
    public func commitRename() async {
        guard let field = titleField else { return }
        do {
            let chat = try await interactor.retitle(field.chatID, typed: field.input.text)
            titleField = nil
            router.show(.retitled(chat))
            await reload()
        } catch {
            titleField = nil
            router.show(Notice("Could not rename the chat: \(error.userMessage)", isError: true))
            await reload()
        }
    }
}
