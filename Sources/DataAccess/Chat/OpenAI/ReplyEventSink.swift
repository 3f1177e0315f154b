import Domain

/// Turns what the parser reads into the `ReplyEvent`s a chat gets: `<think>` split from the
/// content, every piece cleaned by `UntrustedText`'s rule as it streams (an escape sequence may
/// be split across two pieces, so the reply and the reasoning each have their own cleaner), the
/// model's name cleaned whole.
struct ReplyEventSink {
    private var thinkSplitter = ThinkTagSplitter()
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
        case .done: break
        }
    }

    /// Delivers what the `<think>` splitter still holds.
    mutating func finish() {
        thinkSplitter.finish().forEach { deliver($0) }
    }

    private mutating func deliver(_ piece: ThinkTagSplitter.Piece) {
        switch piece {
        case .text(let text):
            let clean = textCleaner.clean(text)
            if !clean.isEmpty { yield(.text(clean)) }
        case .reasoning(let text):
            let clean = reasoningCleaner.clean(text)
            if !clean.isEmpty { yield(.reasoning(clean)) }
        }
    }
}
