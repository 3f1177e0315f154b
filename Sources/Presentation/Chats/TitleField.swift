import Domain
import Foundation

/// The field where a chat's title is typed (`r` in Chats, Alt-r in a chat): it starts with the
/// title given, or empty for the default one, which it shows as its placeholder. Enter keeps what
/// is typed (nothing: back to the default), Esc leaves the title as it was.
public struct TitleField: Sendable {
    public let chatID: UUID
    public internal(set) var input: TextInput
    /// The default title, shown while the field is empty: what an empty title goes back to.
    public let placeholder: String

    init(for chat: Chat) {
        chatID = chat.id
        input = TextInput(chat.title ?? "")
        placeholder = chat.openingText.flatMap(ChatTitle.byDefault(from:)) ?? "no title"
    }

    /// Applies an editing key's change to the field.
    mutating func edit(_ change: (inout TextInput) -> Void) { change(&input) }

    /// Types or pastes into the field, at most `ChatTitle.maximumLength` characters; a notice
    /// says when some were left out.
    @MainActor mutating func type(_ text: String, router: Router) {
        router.type(text, into: &input, limit: ChatTitle.maximumLength,
                    field: "A chat's title")
    }
}

extension Notice {
    /// What Enter in a title field did: the title kept, or the default back.
    static func retitled(_ chat: Chat) -> Notice {
        guard chat.title == nil else { return Notice("The chat is now called “\(chat.title ?? "")”") }
        return Notice(ChatTitle.of(chat).map { "The chat's title is its first line again: “\($0)”" }
            ?? "The chat has no title: it takes the first line of your first message")
    }
}
