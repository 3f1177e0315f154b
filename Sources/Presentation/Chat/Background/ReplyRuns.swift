import Domain
import Foundation
import Observation

/// The replies being written, the app's one set (`AppDependencies.replyRuns`): a reply belongs
/// here, not to its chat screen, so leaving the chat (Alt-l) does not stop it. The chat opened
/// again re-attaches to it, Chats shows its chat as writing, a reply that ends while its chat is
/// closed says so on whatever screen is up, and quitting stops each one and waits until it is
/// stored as far as it came (`stopAll()`).
@MainActor @Observable
public final class ReplyRuns {
    /// The running replies, and the stopped ones that are still storing what they have.
    private(set) var runs: [ReplyRun] = []
    @ObservationIgnored private var endWatchers: [EndWatcher] = []

    nonisolated public init() {}

    /// Starts a reply in a chat; `router` hears that it ended when no chat screen showed it.
    func begin(
        _ reply: ChatMessage, in chat: Chat, avatarName: String, router: Router, interactor: ChatInteractor,
        clock: NowProvider, work: @escaping ChatPresenter.ReplyWork
    ) -> ReplyRun {
        let run = ReplyRun(chatID: chat.id, avatarID: chat.avatarID, avatarName: avatarName, reply: reply) {
            [weak self, weak router] run, outcome in
            self?.ended(run, outcome, router: router)
        }
        runs.append(run)
        run.begin(work, interactor: interactor, clock: clock)
        return run
    }

    /// The reply being written in the chat, if one is.
    func writing(in chatID: UUID) -> ReplyRun? { runs.last { $0.chatID == chatID && $0.isWriting } }

    /// True while a reply is being written in the chat.
    public func isWriting(in chatID: UUID) -> Bool { writing(in: chatID) != nil }

    /// True while a reply is being written in a chat with the avatar: the question before
    /// deleting it says that reply stops.
    public func isWriting(avatarID: String) -> Bool { runs.contains { $0.avatarID == avatarID && $0.isWriting } }

    /// What the reply being written in the chat is doing, nil while none is: Chats shows
    /// "waiting…" until its server answers, then "writing…".
    public func activity(in chatID: UUID) -> ReplyActivity? {
        writing(in: chatID).map { $0.awaitsServer ? .awaitingServer : .writing }
    }

    /// `activity(in:)` of every chat a reply is being written in: a list of 3,000 chats asks
    /// once, not once a chat.
    public var activities: [UUID: ReplyActivity] {
        Dictionary(runs.filter(\.isWriting).map { ($0.chatID, activity(in: $0.chatID)) }) { first, _ in first }
            .compactMapValues { $0 }
    }

    /// The avatars writing a reply, in the chat on screen or in chats left with Alt-l: quitting
    /// stops them, so the first Ctrl-C or `q` warns.
    public var writers: [String] { runs.filter(\.isWriting).map(\.avatarName) }

    /// True while no reply being written has a word of text or reasoning yet (each still waits
    /// for its server or model): a warning then says it has not begun, not "as far as written".
    public var nothingWrittenYet: Bool {
        runs.filter(\.isWriting).allSatisfy { $0.message.text.isEmpty && $0.message.reasoning.isEmpty }
    }

    /// Returns once the replies being written now have ended: a warning that names them is
    /// withdrawn then, instead of saying they are still being written.
    public func writersEnded() async {
        for run in runs where run.isWriting { await run.wait() }
    }

    /// Stops every reply and waits until each is stored as far as it came (`.partial`): the
    /// app quits (`q`, Ctrl-C, a quit signal).
    public func stopAll() async {
        let all = runs
        for run in all { run.stop() }
        for run in all { await run.wait() }
    }

    /// Stops the replies of a chat that goes (deleted from Chats) and waits until they have ended:
    /// nothing would store the rest, and none of them should say it answered.
    public func stop(in chatID: UUID) async { await stop(runs.filter { $0.chatID == chatID }) }

    /// Stops the replies of every chat with an avatar that goes (one the user made, deleted).
    public func stop(avatarID: String) async { await stop(runs.filter { $0.avatarID == avatarID }) }

    private func stop(_ going: [ReplyRun]) async {
        for run in going {
            run.listener = nil
            run.stop()
        }
        for run in going { await run.wait() }
    }

    /// Calls `action` whenever a reply ends, as long as `owner` lives (Chats reads its list again).
    public func whenAReplyEnds(_ owner: AnyObject, _ action: @escaping @MainActor () async -> Void) {
        endWatchers.removeAll { $0.owner == nil || $0.owner === owner }
        endWatchers.append(EndWatcher(owner: owner, action: action))
    }

    private func ended(_ run: ReplyRun, _ outcome: ReplyOutcome?, router: Router?) {
        runs.removeAll { $0 === run }
        if run.listener == nil, let outcome, let notice = Self.notice(outcome, by: run.avatarName, in: run.whichChat) { router?.show(notice) }
        endWatchers.removeAll { $0.owner == nil }
        for watcher in endWatchers { Task { await watcher.action() } }
    }

    /// What a screen other than the chat says when its reply ended: answered, failed and why, or
    /// answered as far as the server let it (its token limit); `whichChat` tells apart two chats
    /// with the avatar. A reply that was stopped (quitting) says nothing.
    static func notice(_ outcome: ReplyOutcome, by avatarName: String, in whichChat: String? = nil) -> Notice? {
        let chat = whichChat.map { " (\($0))" } ?? ""
        return switch outcome.message.state {
        case .complete: Notice("\(avatarName) answered\(chat)")
        case .failed: Notice("\(avatarName)'s reply failed\(chat): \(outcome.failure?.userMessage ?? outcome.message.failureReason ?? "no reason given")",
                             isError: true)
        case .partial:
            outcome.message.failureReason.flatMap { reason in
                reason == ChatInteractor.stoppedWaitingReason ? nil : Notice("\(avatarName)'s reply stopped\(chat): \(reason)")
            }
        }
    }

    private struct EndWatcher {
        weak var owner: AnyObject?
        let action: @MainActor () async -> Void
    }
}
