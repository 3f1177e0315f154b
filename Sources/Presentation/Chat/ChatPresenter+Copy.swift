import Domain
import Foundation

/// Copying to the clipboard, on the user's keys only: the selected message's Markdown (Alt-y;
/// with nothing selected the newest reply, as Alt-c and Alt-o act on it), or a code block by its number on screen (Alt-c, then its digits). The copy is the source text,
/// byte for byte; the status bar says what was copied.
extension ChatPresenter {
    /// Alt-v: replies as their Markdown source, or rendered again.
    public func toggleRawMarkdown() { showsRawMarkdown.toggle() }

    /// Alt-y: copies the selected message's text as it was written (its Markdown); with nothing
    /// selected, the newest reply that has text ("copy that answer" is the common case).
    public func copySelectedMessage() {
        guard !messages.isEmpty else { return router.show(Notice("No message to copy in this chat.")) }
        let newestReply = messages.last { $0.role == .assistant && !$0.text.isEmpty }
        guard let message = selectedMessage ?? newestReply else {
            return router.show(Notice("No reply to copy yet: Alt-↑ selects a message of yours, then Alt-y copies it."))
        }
        let lines = message.text.split(separator: "\n", omittingEmptySubsequences: false).count
        let what = selectedMessage == nil ? "the newest reply" : "the message"
        copy(message.text, saying: "Copied \(what) (\(lines) \(lines == 1 ? "line" : "lines"))")
    }

    /// The message whose code blocks Alt-c copies: the selected one, else the newest reply with
    /// code blocks.
    public var codeBlockSource: ChatMessage? {
        if let selected = selectedMessage { return selected }
        return messages.last { $0.role == .assistant && codeBlockCount(of: $0) > 0 }
    }

    /// True when Alt-c has a code block to copy.
    public var hasCodeBlockToCopy: Bool {
        codeBlockSource.map { codeBlockCount(of: $0) > 0 } ?? false
    }

    /// Counted as the message grows, not read whole each time (`CodeBlockCounter`).
    func codeBlockCount(of message: ChatMessage) -> Int {
        codeBlockCounters[message.id, default: CodeBlockCounter()].count(in: message.text)
    }

    /// Alt-c: the digits that follow name the code block to copy.
    public func beginCodeBlockCopy() {
        guard let source = codeBlockSource else {
            return router.show(Notice("No code block to copy in this chat."))
        }
        let count = codeBlockCount(of: source)
        guard count > 0 else { return router.show(Notice("The selected message has no code block.")) }
        isChoosingCodeBlock = true
        codeBlockDigits = 0
        router.show(Notice(count == 1 ? "Copy code block: press 1 (Esc cancels)" : "Copy code block: type 1–\(count) (Esc cancels)"))
    }

    /// A digit after Alt-c. The block is copied as soon as no longer number could name one
    /// (at once when there are fewer than ten); otherwise Enter copies the number typed so far.
    public func typeCodeBlockDigit(_ digit: Int) {
        guard isChoosingCodeBlock, let source = codeBlockSource else { return }
        let number = codeBlockDigits * 10 + digit
        guard number > 0 else { return }
        let count = codeBlockCount(of: source)
        if number * 10 > count {
            copyCodeBlock(number)
        } else {
            codeBlockDigits = number
            router.show(Notice("Copy code block \(number): another digit, or Enter (Esc cancels)"))
        }
    }

    /// Enter after Alt-c and some digits: copies the block they name.
    public func finishCodeBlockNumber() {
        guard isChoosingCodeBlock, codeBlockDigits > 0 else { return cancelCodeBlockCopy() }
        copyCodeBlock(codeBlockDigits)
    }

    /// Leaves the choice of a code block without copying.
    public func cancelCodeBlockCopy() {
        isChoosingCodeBlock = false
        codeBlockDigits = 0
    }

    /// Copies code block `number` of `codeBlockSource`.
    public func copyCodeBlock(_ number: Int) {
        cancelCodeBlockCopy()
        guard let source = codeBlockSource else { return }
        let blocks = MarkdownCodeBlock.blocks(in: source.text)
        guard let block = blocks.first(where: { $0.number == number }) else {
            return router.show(Notice("There is no code block \(number) (this message has \(blocks.count)).", isError: true))
        }
        let lines = block.text.split(separator: "\n", omittingEmptySubsequences: false).count
        copy(block.text, saying: "Copied code block \(number) (\(lines) \(lines == 1 ? "line" : "lines"))")
    }

    private func copy(_ text: String, saying done: String) {
        guard let clipboard else {
            return router.show(Notice("Copying is not available here.", isError: true))
        }
        let note = clipboard.copy(text)
        router.show(Notice(note.map { "\(done). \($0)" } ?? done))
    }
}
