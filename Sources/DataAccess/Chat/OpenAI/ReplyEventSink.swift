import Domain

/// Turns what the parser reads into the `ReplyEvent`s a chat gets: `<think>` split from the
/// content, every piece cleaned by `UntrustedText`'s rule as it streams (an escape sequence may
/// be split across two pieces, so the reply and the reasoning each have their own cleaner), the
/// model's name cleaned whole. A reply the server cut ends with a note that says why; one with
/// no text at all is an error (`emptyReply`), as the chat would otherwise look still waiting.
struct ReplyEventSink {
    private var thinkSplitter = ThinkTagSplitter()
    private var cut: ReplyCut?
    private var sawText = false
    /// The last character of the reply's text so far: the note of a cut reply starts a line.
    private var lastCharacter: Character?
    private var sawReasoning = false
    private var textCleaner = UntrustedTextCleaner()
    private var reasoningCleaner = UntrustedTextCleaner()
    private let yield: (ReplyEvent) -> Void

    init(yield: @escaping (ReplyEvent) -> Void) {
        self.yield = yield
    }

    mutating func take(_ event: OpenAIStreamEvent) {
        switch event {
        case .content(let text): thinkSplitter.feed(text).forEach { deliver($0) }
        case .reasoning(let text): deliver(.reasoning(text))
        case .model(let name):
            let clean = ServerErrorBody.oneLine(name)
            if !clean.isEmpty { yield(.model(clean)) }
        case .usage(let usage): yield(.usage(usage))
        case .stopped(let cut): self.cut = cut
        case .done: break
        }
    }

    /// Delivers what the `<think>` splitter still holds, then the note of a cut reply.
    mutating func finish() {
        thinkSplitter.finish().forEach { deliver($0) }
        if let cut {
            self.cut = nil
            sawText = true
            yield(.text(ReplyEndNote.text(cut.note, after: lastCharacter)))
        }
    }

    /// Why a stream that ended without an error gave no reply; nil when it gave one.
    var emptyReply: ChatReplyError? {
        guard !sawText else { return nil }
        return ChatReplyError(.dropped, reason: sawReasoning
            ? "the model sent its reasoning but no reply" : "the server sent an empty reply")
    }

    private mutating func deliver(_ piece: ThinkTagSplitter.Piece) {
        switch piece {
        case .text(let text):
            let clean = textCleaner.clean(text)
            guard !clean.isEmpty else { return }
            sawText = true
            lastCharacter = clean.last
            yield(.text(clean))
        case .reasoning(let text):
            let clean = reasoningCleaner.clean(text)
            guard !clean.isEmpty else { return }
            sawReasoning = true
            yield(.reasoning(clean))
        }
    }
}
