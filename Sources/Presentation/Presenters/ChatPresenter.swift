import Domain
import Foundation
import Observation

/// The Chat screen's state and intents: the conversation, the input line and the streaming reply.
@MainActor @Observable
public final class ChatPresenter {
    /// The avatar, nil until loaded.
    public private(set) var avatar: Avatar?
    /// Why loading failed, if it did.
    public private(set) var loadError: String?
    /// The conversation, oldest first.
    public private(set) var messages: [ChatMessage] = []
    /// The message being typed.
    public private(set) var input = TextInput()
    /// True while a reply streams in.
    public private(set) var isReplying = false
    /// Lines scrolled up from the newest message (0 = following the conversation).
    public private(set) var scrollFromBottom = 0

    private let avatarID: String
    private let interactor: ChatInteractor
    private let router: Router
    private var replyTask: Task<Void, Never>?

    /// Creates the presenter for a chat with one avatar.
    public init(avatarID: String, interactor: ChatInteractor, router: Router) {
        self.avatarID = avatarID
        self.interactor = interactor
        self.router = router
    }

    /// Loads the avatar.
    public func onAppear() async {
        do {
            avatar = try await interactor.avatar(id: avatarID)
        } catch {
            loadError = error.userMessage
        }
    }

    /// Edits the input line.
    public func editInput(_ edit: (inout TextInput) -> Void) { edit(&input) }

    /// Sends the input as a message and starts the avatar's reply (Enter).
    public func send() {
        guard !isReplying, let avatar, let message = interactor.userMessage(input.text) else { return }
        messages.append(message)
        input.clear()
        scrollFromBottom = 0
        startReply(from: avatar)
    }

    private func startReply(from avatar: Avatar) {
        let history = messages
        messages.append(interactor.emptyReply())
        let index = messages.count - 1
        isReplying = true
        replyTask = Task { [weak self, interactor] in
            do {
                for try await chunk in interactor.reply(as: avatar, to: history) where !Task.isCancelled {
                    self?.messages[index].text += chunk
                }
            } catch is CancellationError {
            } catch {
                self?.messages[index].text += " [reply failed: \(error.userMessage)]"
            }
            // A stopped reply was already wound down by `cancelReply`; a newer reply may be streaming now.
            if !Task.isCancelled { self?.isReplying = false }
        }
    }

    /// Stops a streaming reply and keeps what arrived.
    public func cancelReply() {
        guard isReplying else { return }
        replyTask?.cancel()
        isReplying = false
        if let last = messages.indices.last { messages[last].text += " [stopped]" }
    }

    /// Esc: stops a streaming reply first, then leaves the chat.
    public func back() {
        if isReplying { cancelReply() } else { router.pop() }
    }

    /// Scrolls the conversation up (positive) or down, within 0…maxOffset.
    public func scroll(by delta: Int, maxOffset: Int) {
        scrollFromBottom = min(max(0, scrollFromBottom + delta), max(0, maxOffset))
    }

    /// Jumps to the oldest (`toOldest`) or the newest message.
    public func scroll(toOldest: Bool, maxOffset: Int) { scrollFromBottom = toOldest ? max(0, maxOffset) : 0 }

    /// Waits until the current reply has finished (for tests and scripted runs).
    public func waitForReply() async { await replyTask?.value }
}
