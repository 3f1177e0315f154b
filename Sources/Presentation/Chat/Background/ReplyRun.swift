import Domain
import Foundation
import Observation

/// One reply being written, owned by the app's `ReplyRuns` rather than by its chat screen: it
/// goes on while the user reads the news (Alt-l leaves the chat), is saved as it grows, and the
/// chat opened again shows it from where it has got to and hears the rest (`ReplyListener`).
@MainActor @Observable
final class ReplyRun {
    let chatID: UUID
    let avatarID: String
    let avatarName: String
    /// The reply as far as it arrived on the main actor: its text and reasoning grow; the rest is
    /// as it started.
    private(set) var message: ChatMessage
    /// True once it was stopped (Esc, quitting): it only winds down and stores what it has.
    private(set) var isStopped = false
    /// When the request goes out again, while the server asked to wait (429) and sent nothing
    /// since: the chat opened meanwhile counts down the time left.
    @ObservationIgnored private(set) var retryingAt: Date?
    /// Why the server asked to wait (its status and message), for a chat opened meanwhile.
    @ObservationIgnored private(set) var waitReason: ServerWaitReason?
    /// True from a request sent until its server answers (or text or reasoning comes): a chat
    /// opened meanwhile says it waits for the server, not that the avatar is typing. Observed:
    /// Chats, on screen meanwhile, turns the row's "waiting…" into "writing…" when it changes.
    private(set) var awaitsServer = false
    /// When the server last showed a sign of life (the request sent, its answer, a piece, a
    /// wait): a chat opened again counts the silence from here, not from its opening.
    @ObservationIgnored private(set) var lastHeardAt: Date?
    /// The chat screen showing the reply, which hears each piece; nil while its chat is closed.
    @ObservationIgnored var listener: ReplyListener?
    /// "chat started 3 min ago", when the reply ended unseen and its avatar has another main
    /// chat: the notice that it answered says which chat.
    @ObservationIgnored private(set) var whichChat: String?
    @ObservationIgnored private(set) var task: Task<Void, Never>?
    @ObservationIgnored private var clock = NowProvider.system
    /// Hears the end, after the listener (the app's set forgets the run, says it answered).
    @ObservationIgnored private let ended: @MainActor (ReplyRun, ReplyOutcome?) -> Void

    init(
        chatID: UUID, avatarID: String, avatarName: String, reply: ChatMessage,
        ended: @escaping @MainActor (ReplyRun, ReplyOutcome?) -> Void
    ) {
        self.chatID = chatID
        self.avatarID = avatarID
        self.avatarName = avatarName
        self.message = reply
        self.ended = ended
    }

    /// True while the reply is being written and nobody stopped it.
    var isWriting: Bool { task != nil && !isStopped }

    /// Runs `work` off the main actor; its pieces reach `message` and the listener in order.
    func begin(_ work: @escaping ChatPresenter.ReplyWork, interactor: ChatInteractor, clock: NowProvider) {
        let meter = ReplyMeter(clock: clock)
        self.clock = clock
        lastHeardAt = clock.now()
        let reply = message
        task = Task { [weak self] in
            let arriving = ArrivingText { [weak self] text in self?.received(text) }
            // Reasoning arrives in order through its own queue, as the text does.
            let thinking = ArrivingText { [weak self] text in self?.receivedReasoning(text) }
            let onSaveProblem: ChatPresenter.SaveProblemSink = { [weak self] error in await self?.listener?.saveProblem(error) }
            let onEvent: ChatPresenter.EventSink = { [weak self] event in
                if case .reasoning(let piece) = event { thinking.add(piece) }
                if case .textWasReasoning = event { arriving.add(step: { [weak self] in self?.textWasReasoning() }) }
                if case .usage(let usage) = event { meter.saw(usage) }
                // In order with the text: a wait, the request sent again after it, its answer.
                if case .waitingToRetry(let wait, let status, let message) = event {
                    let reason = ServerWaitReason(status: status, message: message)
                    arriving.add(step: { [weak self] in self?.waiting(wait, reason) })
                }
                if case .requestSent = event { arriving.add(step: { [weak self] in self?.awaitServer(true) }) }
                if case .serverAnswered = event { arriving.add(step: { [weak self] in self?.awaitServer(false) }) }
            }
            let outcome = await Self.run(work, interactor, reply, arriving, meter, onEvent, onSaveProblem)
            await thinking.drain()
            await arriving.drain()
            // Ending with no chat screen showing it, it is new until the chat opens (Chats reads
            // the list again when it hears the end).
            if let outcome, let self, self.listener == nil {
                await interactor.replyEndedUnseen(outcome.message, in: self.chatID)
                let started = await interactor.startOfChatAmongSiblings(self.chatID)
                self.whichChat = started.map { "chat started " + RelativeTime(now: self.clock.now()).started($0) }
            }
            self?.end(outcome, status: meter.finalStatus())
        }
    }

    /// Stops the reply; what arrived is stored as `.partial` as it winds down.
    func stop() {
        isStopped = true
        task?.cancel()
    }

    /// Waits until the reply has ended and is stored.
    func wait() async { await task?.value }

    /// Runs the work and turns an error into the reply's outcome.
    private nonisolated static func run(
        _ work: ChatPresenter.ReplyWork, _ interactor: ChatInteractor, _ reply: ChatMessage, _ arriving: ArrivingText,
        _ meter: ReplyMeter, _ onEvent: @escaping ChatPresenter.EventSink,
        _ onSaveProblem: @escaping ChatPresenter.SaveProblemSink
    ) async -> ReplyOutcome? {
        do {
            return try await work(interactor, { meter.sawText(); arriving.add($0) }, onEvent, onSaveProblem)
        } catch {
            var stopped = reply
            stopped.state = error is CancellationError ? .partial : .failed
            return ReplyOutcome(message: stopped, failure: error is CancellationError ? nil : error)
        }
    }

    private func waiting(_ wait: Duration, _ reason: ServerWaitReason) {
        let seconds = Double(wait.components.seconds) + Double(wait.components.attoseconds) / 1e18
        retryingAt = clock.now().addingTimeInterval(seconds)
        lastHeardAt = clock.now()
        waitReason = reason
        listener?.waiting(wait, reason)
    }

    /// A request went out (again after a wait: the wait is over), or its server answered.
    private func awaitServer(_ awaits: Bool) {
        if awaits { retryingAt = nil }
        if awaitsServer != awaits { awaitsServer = awaits }
        lastHeardAt = clock.now()
        listener?.awaitingServer(awaits)
    }

    private func received(_ piece: String) {
        retryingAt = nil
        if awaitsServer { awaitsServer = false }
        lastHeardAt = clock.now()
        message.text += piece
        listener?.text(piece)
    }

    private func receivedReasoning(_ piece: String) {
        retryingAt = nil
        if awaitsServer { awaitsServer = false }
        lastHeardAt = clock.now()
        message.reasoning += piece
        listener?.reasoning(piece)
    }

    /// The text so far was reasoning (a lone `</think>`): it moves there, as the interactor
    /// moves it in what it stores.
    private func textWasReasoning() {
        message.reasoning = ReasoningText.joined(message.reasoning, message.text)
        message.text = ""
        listener?.textWasReasoning()
    }

    private func end(_ outcome: ReplyOutcome?, status: ReplyStatus?) {
        if let outcome { message = outcome.message }
        isStopped = true
        listener?.finished(outcome, status)
        ended(self, outcome)
    }
}

/// The chat screen that shows a running reply: each piece, a wait the server asked for, the
/// request sent and answered, a save problem and the end reach it while it is attached
/// (`ChatPresenter+Attach`).
struct ReplyListener {
    /// The presenter that listens, so that only it detaches itself.
    let owner: ObjectIdentifier
    let text: @MainActor (String) -> Void
    let reasoning: @MainActor (String) -> Void
    let textWasReasoning: @MainActor () -> Void
    let waiting: @MainActor (Duration, ServerWaitReason) -> Void
    /// True when a request went out, false when its server answered.
    let awaitingServer: @MainActor (Bool) -> Void
    let saveProblem: @MainActor ((any Error)?) -> Void
    let finished: @MainActor (ReplyOutcome?, ReplyStatus?) -> Void
}
