import Domain
import Foundation

extension ChatPresenter {
    /// The message Alt-d deletes: the one selected, else the last one (of the chat: none while an
    /// older stretch is shown, whose last message is not).
    public var messageToDelete: ChatMessage? {
        selectedMessage ?? (hasNewerMessages ? nil : messages.last)
    }

    /// Asks to confirm deleting the selected message, or the last one (Alt-d). Not while a
    /// reply streams.
    public func askToDeleteMessage() {
        guard !isReplying else { return router.show(Self.busyNotice) }
        guard let message = messageToDelete else { return router.show(Notice("No message to delete in this chat.")) }
        router.confirm(Self.deleteAlert(for: message, avatarName: avatar?.name ?? "the avatar")) { [weak self] action in
            guard case .deleteMessage(let id) = action, id == message.id else { return }
            await self?.delete(message)
        }
    }

    /// The confirmation shown before deleting a message: whose it is, its start, its versions.
    public static func deleteAlert(for message: ChatMessage, avatarName: String) -> AppAlert {
        let whose = message.role == .user ? "your message" : "\(avatarName)'s reply"
        let flat = BlankEdges.trimmed(message.text.split(whereSeparator: \.isNewline).joined(separator: " "))
        let start = flat.count > 40 ? BlankEdges.trimmed(String(flat.prefix(40))) + "…" : flat
        let versions = message.versionCount > 1 ? " and its \(message.versionCount) versions" : ""
        return .confirmation(
            title: "Delete message",
            message: "Delete \(whose)\(start.isEmpty ? "" : " “\(start)”")\(versions)? This cannot be undone.",
            doing: "Delete", action: .deleteMessage(id: message.id), kept: "Message not deleted")
    }

    private func delete(_ message: ChatMessage) async {
        do {
            try await interactor.delete([message])
            messages.removeAll { $0.id == message.id }
            if selectedMessageID == message.id { selectedMessageID = nil }
            textEdits += 1
            router.show(Notice("Deleted the message"))
        } catch {
            router.show(Notice("Could not delete the message: \(error.userMessage)", isError: true))
        }
    }
}
