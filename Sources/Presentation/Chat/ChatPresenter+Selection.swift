import Domain
import Foundation

/// Selecting a message with Alt-↑/Alt-↓, for the commands that act on one message (copy it,
/// delete it, open its reasoning). The view keeps the selected message in sight.
extension ChatPresenter {
    /// The selected message, while it is loaded.
    public var selectedMessage: ChatMessage? {
        guard let id = selectedMessageID else { return nil }
        return messages.last { $0.id == id }
    }

    /// Alt-↑: selects the message before the selected one, or the newest when none is selected.
    /// At the oldest loaded message, the next older page loads first, if there is one.
    public func selectOlder() async {
        guard let id = selectedMessageID, let index = messages.lastIndex(where: { $0.id == id }) else {
            if messages.isEmpty { router.show(Notice("No message to select in this chat.")) }
            selectedMessageID = messages.last?.id
            return
        }
        if index == 0 {
            await loadOlderIfNeeded()
            guard let current = messages.lastIndex(where: { $0.id == id }), current > 0 else { return }
            selectedMessageID = messages[current - 1].id
        } else {
            selectedMessageID = messages[index - 1].id
        }
    }

    /// Alt-↓: selects the message after the selected one; past the newest, none is selected.
    /// At the newest loaded message of an older stretch, the next newer page loads first.
    public func selectNewer() async {
        guard let id = selectedMessageID, var index = messages.lastIndex(where: { $0.id == id }) else {
            selectedMessageID = nil
            return
        }
        if index + 1 == messages.count, hasNewerMessages {
            await loadNewerIfNeeded()
            guard let current = messages.lastIndex(where: { $0.id == id }) else { return }
            index = current
        }
        selectedMessageID = index + 1 < messages.count ? messages[index + 1].id : nil
    }

    /// Selects no message (Esc, before it leaves the chat).
    public func clearSelection() { selectedMessageID = nil }
}
