import Foundation

/// Keeps one growing reply saved, so that little of it is ever unsaved while the store accepts
/// writes, and nothing of it is lost while the store refuses them.
///
/// A save follows `interval` after the first unsaved piece, also when no piece comes after it:
/// a pause in the stream must not hold text back from the database. A failed save is reported
/// and tried again every `retryInterval`, also after the reply ended, until the stored text
/// equals the reply; but not when the message is gone (`DomainError.isGone`: its chat was
/// deleted in another aichats, say), as no retry can store it then. Each save writes the whole reply (`ChatStore.updateReply`: text, state,
/// model, reasoning, failure reason), so a piece costs nothing but its append.
actor ReplySaver {
    /// Told about every failed save, and with nil when a save succeeds after failures.
    typealias ProblemSink = @Sendable ((any Error)?) async -> Void

    private let store: any ChatStore
    /// The reply as it will be stored but for its text and state (model, reasoning, failure).
    private var details: ChatMessage
    /// Whose reply it is, for a quit that cannot keep it (`HeldReply`).
    let avatarName: String
    private let sleeper: Sleeper
    private let interval: Duration
    private let retryInterval: Duration
    /// Who hears about the saves: the chat on screen, which a chat opened again takes over.
    private var report: ProblemSink
    /// The reply's whole text so far.
    private(set) var text: String
    private var state = MessageState.partial
    /// Counts the changes, so that a save knows whether what it stored is still the latest.
    private var revision = 0
    private var savedRevision = 0
    private var lastFailure: (any Error)?
    private var worker: Task<Void, Never>?
    private var isStopped = false

    init(
        store: any ChatStore, reply: ChatMessage, avatarName: String = "", sleeper: Sleeper, interval: Duration,
        retryInterval: Duration, report: @escaping ProblemSink
    ) {
        self.store = store
        details = reply
        self.avatarName = avatarName
        text = reply.text
        self.sleeper = sleeper
        self.interval = interval
        self.retryInterval = retryInterval
        self.report = report
    }

    /// Adds a piece to the reply; it is saved within `interval` (`retryInterval` while saving fails).
    func append(_ piece: String) {
        text += piece
        revision += 1
        startWorker()
    }

    /// Empties the reply's text and returns what it was: the model's reasoning after all
    /// (`ReplyEvent.textWasReasoning`), which `finish` stores as such.
    func takeText() -> String {
        defer {
            text = ""
            revision += 1
            startWorker()
        }
        return text
    }

    /// Sets the reply's final state (and, when given, its model, reasoning and failure reason)
    /// and saves it at once; when that fails, saving goes on in the background. Returns the
    /// whole text.
    @discardableResult
    func finish(_ state: MessageState, details: ChatMessage? = nil) async -> String {
        self.state = state
        if let details { self.details = details }
        revision += 1
        if let worker {
            worker.cancel()
            await worker.value
        }
        if await !save() { startWorker() }
        return text
    }

    /// Stops saving, after the save under way if any: another writer takes the message over.
    func stop() async {
        isStopped = true
        if let worker {
            worker.cancel()
            await worker.value
        }
    }

    /// The reply as it waits to be stored, while the store refuses it and saving goes on; nil
    /// when it is stored, or no retry can store it.
    var held: HeldReply? {
        guard !isStopped, revision != savedRevision, let lastFailure else { return nil }
        var latest = details
        latest.text = text
        latest.state = state
        return HeldReply(message: latest, avatarName: avatarName, problem: lastFailure)
    }

    /// Reports to `sink` from now on (a chat opened again), which first hears the last failure.
    func report(to sink: @escaping ProblemSink) async {
        report = sink
        if let held { await sink(held.problem) }
    }

    /// Tries once more at once, while the reply is held (the app quits: the disk may have room).
    func saveNow() async {
        if held != nil { await save() }
    }

    private func startWorker() {
        guard worker == nil, !isStopped else { return }
        worker = Task { await self.saveUntilStored() }
    }

    /// Saves after a delay, again and again while the text keeps changing or saving fails.
    private func saveUntilStored() async {
        while !isStopped, revision != savedRevision {
            do { try await sleeper.sleep(lastFailure == nil ? interval : retryInterval) } catch { break }
            if isStopped { break }
            await save()
        }
        worker = nil
    }

    /// Writes the latest text and state; true when they were stored.
    @discardableResult
    private func save() async -> Bool {
        var latest = details
        latest.text = text
        latest.state = state
        let revision = self.revision
        do {
            // Outside the caller's task, which may be cancelled: a stopped reply is still saved.
            try await Task { [store, latest] in try await store.updateReply(latest) }.value
            savedRevision = max(savedRevision, revision)
            if lastFailure != nil {
                lastFailure = nil
                await report(nil)
            }
            return true
        } catch {
            lastFailure = error
            if !isStopped { await report(error) }
            if (error as? DomainError)?.isGone == true { isStopped = true }
            return false
        }
    }
}
