import Domain

/// Turns what the parser reads into the `ReplyEvent`s a chat gets: `<think>` split from the
/// content, every piece cleaned by `UntrustedText`'s rule as it streams (an escape sequence may
/// be split across two pieces, so the reply and the reasoning each have their own cleaner), the
/// model's name cleaned whole. A reply the server cut is followed by `ReplyEvent.cut` with the
/// reason (never in the text: the text is what is sent back to the model); one with no text at
/// all and no such reason is an error (`emptyReply`), as the chat would otherwise look still waiting.
struct ReplyEventSink {
    private var thinkSplitter = ThinkTagSplitter()
    private var cut: ReplyCut?
    /// Whether the server said why the reply ended early: a reply without text is then no empty one.
    private var sawCut = false
    /// The tools the model asked to call, in order, each once.
    private var toolsAsked: [String] = []
    /// The request's `max_tokens`, which a reply cut at the token limit names.
    private let maxTokens: Int?
    private var sawText = false
    /// The last character of the reply's text so far.
    private var lastCharacter: Character?
    private var sawReasoning = false
    /// The reasoning so far, while it is only white space.
    private var blankReasoning = ""
    /// Where the reasoning so far came from, and whether it ends a line: a model may send it
    /// both ways in one reply (`reasoning_content`, then a `<think>` block in the content), and
    /// the two texts must not run together.
    private var reasoningSource: ReasoningSource?
    private var reasoningEndsLine = true
    private var textCleaner = UntrustedTextCleaner()
    private var reasoningCleaner = UntrustedTextCleaner()
    private let yield: (ReplyEvent) -> Void

    init(maxTokens: Int? = nil, yield: @escaping (ReplyEvent) -> Void) {
        self.maxTokens = maxTokens
        self.yield = yield
    }

    mutating func take(_ event: OpenAIStreamEvent) {
        switch event {
        case .content(let text): thinkSplitter.feed(text).forEach { deliver($0, reasoningFrom: .thinkTag) }
        case .reasoning(let text): deliver(.reasoning(text), reasoningFrom: .field)
        case .model(let name):
            let clean = ServerErrorBody.oneLine(name)
            if !clean.isEmpty { yield(.model(clean)) }
        // A server that fills usage with zeros counts nothing: "0 tokens" under a reply would be wrong.
        case .usage(let usage): if usage.completionTokens != 0 || !sawText { yield(.usage(usage)) }
        case .stopped(let cut): self.cut = cut
        case .toolCall(let name):
            let clean = ServerErrorBody.oneLine(name)
            if !clean.isEmpty, !toolsAsked.contains(clean) { toolsAsked.append(clean) }
        case .done: break
        }
    }

    /// Delivers what the `<think>` splitter still holds, then why the server cut the reply: its
    /// reason, or the tool the model asked for after some text ("Let me check…"), which would
    /// otherwise look like the whole reply.
    mutating func finish() {
        thinkSplitter.finish().forEach { deliver($0, reasoningFrom: .thinkTag) }
        let reason = cut.map { $0.reason(maxTokens: maxTokens, whileReasoning: !sawText && sawReasoning) }
            ?? (sawText ? toolCallReason : nil)
        if let reason, !sawCut {
            cut = nil
            sawCut = true
            yield(.cut(because: reason))
        }
    }

    /// Why a stream that ended without an error gave no reply; nil when it gave one.
    var emptyReply: ChatReplyError? {
        guard !sawText, !sawCut else { return nil }
        if let toolCallReason { return ChatReplyError(.toolCall, reason: toolCallReason) }
        return ChatReplyError(.dropped, reason: sawReasoning
            ? "the model sent its reasoning but no reply" : "the server sent an empty reply")
    }

    /// The tools the model asked to call, which aichats does not offer; nil when it asked for none.
    private var toolCallReason: String? {
        toolsAsked.isEmpty ? nil
            : "the model asked to call a tool (\(toolsAsked.joined(separator: ", "))), " + ReplyRetry.toolCallWords
    }

    private mutating func deliver(_ piece: ThinkTagSplitter.Piece, reasoningFrom source: ReasoningSource) {
        switch piece {
        case .text(let text):
            let clean = textCleaner.clean(text)
            guard !clean.isEmpty else { return }
            sawText = true
            lastCharacter = clean.last
            yield(.text(clean))
        case .reasoning(let text):
            var clean = reasoningCleaner.clean(text)
            // Reasoning of white space alone (Qwen3 with thinking off: `<think>\n\n</think>`) would
            // fold into a line that holds nothing: it waits for words.
            if !sawReasoning {
                clean = blankReasoning + clean
                blankReasoning = clean.allSatisfy(\.isWhitespace) ? clean : ""
                guard blankReasoning.isEmpty else { return }
            }
            guard !clean.isEmpty else { return }
            if reasoningSource.map({ $0 != source }) == true, !reasoningEndsLine, clean.first != "\n" { clean = "\n" + clean }
            sawReasoning = true
            reasoningSource = source
            reasoningEndsLine = clean.last == "\n"
            yield(.reasoning(clean))
        case .textWasReasoning:
            // The chat takes the text so far as reasoning.
            if sawText {
                sawReasoning = true
                reasoningSource = .thinkTag
                reasoningEndsLine = lastCharacter == "\n"
            }
            sawText = false
            yield(.textWasReasoning)
        }
    }
}

/// The two ways a reply carries reasoning.
private enum ReasoningSource {
    /// `delta.reasoning_content` or `delta.reasoning`.
    case field
    /// A `<think>` block in the content.
    case thinkTag
}
