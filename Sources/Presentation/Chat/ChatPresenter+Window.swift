import Domain
import Foundation

/// A long chat is never loaded whole: a search match (in the chat, or Chats' search) and
/// Ctrl-Home load a stretch of history around what they show, and pages load from either end
/// of it as the user scrolls, older ones above, newer ones below. Whatever acts on the chat's
/// end (sending, Ctrl-R, Alt-e, the versions) first brings the newest page back (`showNewest`).
extension ChatPresenter {
    /// Shows `window` in place of the loaded messages; a selection it does not hold goes.
    func show(window: HistoryWindow) {
        messages = window.messages
        hasOlderMessages = window.hasOlder
        hasNewerMessages = window.hasNewer
        if let selectedMessageID, !messages.contains(where: { $0.id == selectedMessageID }) { self.selectedMessageID = nil }
        catchUpWithRunningReply()
    }

    /// Loads the stretch of history around the message unless it is loaded; false when the chat
    /// does not hold it (any more) or it could not be read.
    func loadAround(_ id: UUID) async -> Bool {
        if messages.contains(where: { $0.id == id }) { return true }
        guard let chat, let window = try? await interactor.messages(in: chat, around: id, limit: pageSize) else { return false }
        show(window: window)
        return messages.contains { $0.id == id }
    }

    /// Loads the next newer page, once the user has scrolled to the end of an older stretch.
    public func loadNewerIfNeeded() async {
        guard hasNewerMessages, !isLoadingNewer, let chat, let newest = messages.last else { return }
        isLoadingNewer = true
        defer { isLoadingNewer = false }
        do {
            let page = try await interactor.messages(in: chat, newerThan: newest, limit: pageSize)
            if !page.isEmpty { newerPageAdded = true }
            messages += page
            hasNewerMessages = page.count >= pageSize
            catchUpWithRunningReply()
        } catch {
            router.show(Notice("Could not load newer messages: \(error.userMessage)", isError: true))
        }
    }

    /// Ctrl-End, and before anything that acts on the chat's end: while an older stretch is
    /// shown, the newest page comes back in its place (a reply being written as far as it came),
    /// and the view follows it.
    public func showNewest() async {
        guard hasNewerMessages, let chat else { return }
        do {
            await show(page: try await interactor.newestMessages(in: chat, limit: pageSize))
            if let selectedMessageID, !messages.contains(where: { $0.id == selectedMessageID }) { self.selectedMessageID = nil }
            catchUpWithRunningReply()
            follow()
        } catch {
            router.show(Notice("Could not load the newest messages: \(error.userMessage)", isError: true))
        }
    }

    /// Ctrl-Home: the chat's first page at the top of the view, loaded straight away when it is
    /// not loaded (not page by page: a chat of 5,000 messages took 118 presses); newer pages load
    /// as the user scrolls down.
    public func showOldest() async {
        if hasOlderMessages, let chat {
            do {
                show(window: try await interactor.oldestMessages(in: chat, limit: pageSize))
            } catch {
                return router.show(Notice("Could not load the first messages: \(error.userMessage)", isError: true))
            }
        }
        scrollsToOldestOnNextFrame = true
    }

    /// Once the loaded stretch reaches the chat's end again, the reply being written there shows
    /// as far as it came, not as far as the store had saved it.
    private func catchUpWithRunningReply() {
        guard !hasNewerMessages, let id = replyingID, let chat, let run = replies.writing(in: chat.id), run.message.id == id,
              let index = messages.lastIndex(where: { $0.id == id }) else { return }
        messages[index] = run.message
    }
}
