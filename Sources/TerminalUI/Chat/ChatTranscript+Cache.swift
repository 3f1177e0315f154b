import Domain
import Foundation
import Presentation

extension ChatTranscript {
    /// A message's text as laid out: wrapped as typed, or rendered Markdown.
    struct Body {
        private var plain: WrappedLines?
        private var cleaner = TextSanitizer.LineStream()
        private(set) var markdown: MarkdownLines?

        init(width: Int, codeWidth: Int, theme: Theme, rendersMarkdown: Bool) {
            if rendersMarkdown {
                markdown = MarkdownLines(width: width, codeWidth: codeWidth, theme: theme)
            } else {
                plain = WrappedLines(width: width)
            }
        }

        var count: Int { markdown?.count ?? plain?.count ?? 1 }

        /// Line `index`, without the message's indent.
        func line(_ index: Int, textStyle: Style) -> [Span] {
            if let markdown { return markdown[index] }
            return [Span(plain?[index] ?? "", textStyle)]
        }

        /// Whether the reply still streams (Markdown waits for a table's end while it does).
        mutating func setStreaming(_ streaming: Bool) { markdown?.setStreaming(streaming) }

        /// Adds text at the end (in place: the lines are not copied).
        mutating func append(_ text: String) {
            if markdown != nil {
                markdown?.append(text)
            } else {
                plain?.append(cleaner.clean(text))
            }
        }
    }

    /// A message's name line and laid-out text, kept while the widths, the theme, `textEdits` and
    /// the raw mode stay.
    struct CachedMessage {
        let width: Int
        let codeWidth: Int
        let theme: Theme
        let textEdits: Int
        let rawMarkdown: Bool
        /// The end of the day the header was laid out on: its time names the day of a message
        /// not sent that day ("yesterday 14:05").
        let headerDayEnd: Date
        let header: [Span]
        /// The model named in the header line, if any (see `shownModel`).
        let model: String?
        private var laidOutBytes = 0
        /// True when only the text's last part is laid out (`tail`): it stands in for the message
        /// until the whole is laid out, and never fits.
        private(set) var isTail = false
        private(set) var body: Body
        /// The link footnotes' rows, kept as the text grows.
        private(set) var footnoteRows: [[Span]] = []
        private var footnotes: [String] = []
        /// The reasoning, wrapped and dimmed, and its word count, kept as it grows.
        private(set) var reasoning: WrappedLines
        private(set) var reasoningWords = 0
        private var laidOutReasoningBytes = 0
        private var reasoningCleaner = TextSanitizer.LineStream()

        init(_ message: ChatMessage, _ context: Context, theme: Theme) {
            width = context.width
            codeWidth = context.codeWidth
            self.theme = theme
            textEdits = context.textEdits
            rawMarkdown = context.rawMarkdown
            headerDayEnd = MessageTime.dayEnd(of: context.now)
            let isUser = message.role == .user
            model = ChatTranscript.shownModel(of: message, context)
            // A long model name is cut with "…", as the chat's header and the picker cut it.
            header = ([Span(isUser ? "You" : context.avatarName, theme.style(isUser ? .userName : .avatarName).bolded),
                       Span(" · " + MessageTime.label(message.sentAt, now: context.now), theme.style(.muted))]
                + (model.map { [Span(" · " + TextSanitizer.clean($0), theme.style(.placeholder))] } ?? []))
                .truncated(to: context.width)
            let bodyWidth = max(1, context.width - 2)
            reasoning = WrappedLines(width: bodyWidth)
            body = Body(width: bodyWidth, codeWidth: max(1, context.codeWidth - 2), theme: theme, rendersMarkdown: message.role == .assistant && !context.rawMarkdown)
        }

        /// True when the layout still holds for `text` at this width, theme, edit count and mode.
        func fits(_ text: String, _ context: Context, theme: Theme) -> Bool {
            !isTail && width == context.width && codeWidth == context.codeWidth && self.theme == theme && textEdits == context.textEdits
                && rawMarkdown == context.rawMarkdown && context.now < headerDayEnd && text.utf8.count >= laidOutBytes
        }

        /// True when the text and the reasoning laid out are the message's whole (at whatever
        /// width and mode): it may stand in for the message while it is laid out anew.
        func holdsExactly(_ message: ChatMessage) -> Bool {
            message.text.utf8.count == laidOutBytes && message.reasoning.utf8.count == laidOutReasoningBytes
        }

        /// Marks the layout as the last part of a text of `bytes` (see `tail`).
        mutating func standIn(forBytes bytes: Int) {
            laidOutBytes = bytes
            isTail = true
        }

        /// True when the reasoning laid out is still the start of `reasoning`.
        func fitsReasoning(_ reasoning: String) -> Bool { reasoning.utf8.count >= laidOutReasoningBytes }

        /// Lays out what was added to the reasoning since the last time.
        mutating func catchUp(reasoning text: String) {
            guard text.utf8.count > laidOutReasoningBytes else { return }
            let start = text.utf8.index(text.utf8.startIndex, offsetBy: laidOutReasoningBytes)
            reasoning.append(reasoningCleaner.clean(String(text[start...])))
            laidOutReasoningBytes = text.utf8.count
            reasoningWords = text.split { $0 == " " || $0 == "\n" || $0 == "\t" }.count
        }

        /// Lays out what was added to `text` since the last time; a reply that stopped streaming
        /// has its last line and a table it ends with laid out as ended.
        mutating func catchUp(with text: String, isStreaming: Bool) {
            body.setStreaming(isStreaming)
            if text.utf8.count > laidOutBytes {
                let start = text.utf8.index(text.utf8.startIndex, offsetBy: laidOutBytes)
                body.append(String(text[start...]))
                laidOutBytes = text.utf8.count
            }
            if let markdown = body.markdown, markdown.footnotes != footnotes {
                footnotes = markdown.footnotes
                footnoteRows = markdown.styler.footnoteRows(footnotes)
            }
        }
    }
}
