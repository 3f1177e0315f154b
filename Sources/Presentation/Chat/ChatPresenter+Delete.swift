import Domain
import Foundation

extension ChatPresenter {
    /// The message Alt-d deletes: the one selected, else the last one (of the chat: none while an
    /// older stretch is shown, whose last message is not).
    public var messageToDelete: ChatMessage? {
        selectedMessage ?? (hasNewerMessages ? nil : messages.last)
    }

    /// Asks to confirm deleting the selected message, or the last one (Alt-d). A message of the
    /// user's that has a reply is asked about with it: the pair is what the model sees, and a
    /// reply left alone reads as the answer to the message before it (`y` deletes both, `m` the
    /// message alone). Not while a reply streams.
    public func askToDeleteMessage() {
        guard !isReplying else { return router.show(Self.busyNotice) }
        guard let message = messageToDelete else { return router.show(Notice("No message to delete in this chat.")) }
        let reply = reply(to: message)
        let name = avatar?.name ?? "the avatar"
        let alert = reply.map { Self.deleteAlert(for: message, reply: $0) } ?? Self.deleteAlert(for: message, avatarName: name)
        router.confirm(alert) { [weak self] action in
            switch action {
            case .deleteMessage(let id) where id == message.id: await self?.delete([message])
            case .deleteMessageAndReply(let id, let replyID) where id == message.id && replyID == reply?.id:
                await self?.delete([message] + (reply.map { [$0] } ?? []))
            default: return
            }
        }
    }

    /// The reply that follows a message of the user's, when the next message is one.
    private func reply(to message: ChatMessage) -> ChatMessage? {
        guard message.role == .user, let index = messages.lastIndex(where: { $0.id == message.id }),
              index + 1 < messages.count, messages[index + 1].role == .assistant
        else { return nil }
        return messages[index + 1]
    }

    /// The confirmation shown before deleting a message: whose it is, its start, its versions.
    public static func deleteAlert(for message: ChatMessage, avatarName: String) -> AppAlert {
        let whose = message.role == .user ? "your message" : "\(avatarName)'s reply"
        let versions = message.versionCount > 1 ? " and its \(message.versionCount) versions" : ""
        return .confirmation(
            title: "Delete message",
            message: "Delete \(whose)\(quotedStart(of: message))\(versions)? This cannot be undone.",
            doing: "Delete", action: .deleteMessage(id: message.id), kept: "Message not deleted")
    }

    /// The confirmation shown before deleting a message of the user's that has a reply.
    public static func deleteAlert(for message: ChatMessage, reply: ChatMessage) -> AppAlert {
        let versions = reply.versionCount > 1 ? " (its \(reply.versionCount) versions)" : ""
        return .confirmation(
            title: "Delete message",
            message: "Delete your message\(quotedStart(of: message)) and its reply\(versions)? This cannot be undone.",
            doing: "Delete both", action: .deleteMessageAndReply(id: message.id, replyID: reply.id),
            or: "m", doing: "Message only", action: .deleteMessage(id: message.id), kept: "Message not deleted")
    }

    /// " “its first 40 characters…”", on one line; empty for a message without text.
    private static func quotedStart(of message: ChatMessage) -> String {
        let flat = BlankEdges.trimmed(message.text.split(whereSeparator: \.isNewline).joined(separator: " "))
        let start = flat.count > 40 ? BlankEdges.trimmed(String(flat.prefix(40))) + "…" : flat
        return start.isEmpty ? "" : " “\(start)”"
    }

    private func delete(_ deleted: [ChatMessage]) async {
        do {
            try await interactor.delete(deleted)
            let ids = Set(deleted.map(\.id))
            messages.removeAll { ids.contains($0.id) }
            if let selected = selectedMessageID, ids.contains(selected) { selectedMessageID = nil }
            textEdits += 1
            router.show(Notice(deleted.count > 1 ? "Deleted the message and its reply" : "Deleted the message"))
        } catch {
            router.show(Notice("Could not delete the message: \(error.userMessage)", isError: true))
        }
    }
}
