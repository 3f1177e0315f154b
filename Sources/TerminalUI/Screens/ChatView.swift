import Domain
import Foundation
import Presentation

/// The Chat screen: the avatar's header, the conversation, and the input line.
@MainActor
public final class ChatView: ScreenView {
    private let presenter: ChatPresenter
    private let showHelp: @MainActor @Sendable () -> Void
    private var maxOffset = 0
    private var transcriptCache: [UUID: ChatTranscript.CachedMessage] = [:]
    private var pageSize = 10
    private var lastLineCount = 0
    private var lastOldestID: UUID?

    /// Creates the view; `showHelp` opens help when `?` is typed into an empty input.
    public init(presenter: ChatPresenter, showHelp: @escaping @MainActor @Sendable () -> Void) {
        self.presenter = presenter
        self.showHelp = showHelp
    }

    /// The breadcrumb name: the avatar's name.
    public var title: String { presenter.avatar?.name ?? "Chat" }

    /// Loads the avatar and the newest page of the chat.
    public func appear() async { await presenter.onAppear() }

    /// The input line takes printable keys.
    public var acceptsText: Bool { true }

    /// Types into the input line.
    public func insertText(_ text: String) { presenter.editInput { $0.insert(text) } }

    /// Sending, leaving, scrolling and editing.
    public var keymap: [KeyBinding] {
        let presenter = self.presenter, maxOffset = self.maxOffset, page = self.pageSize
        var bindings = [
            KeyBinding([.enter], "Send the message", hint: "send") { presenter.send() },
            KeyBinding([.escape], presenter.isReplying ? "Stop the reply" : "Leave the chat",
                       hint: presenter.isReplying ? "stop" : "back") { presenter.back() },
            KeyBinding([.up], "Scroll up a line") { Self.scrollUp(presenter, by: 1, maxOffset: maxOffset) },
            KeyBinding([.down], "Scroll down a line") { presenter.scroll(by: -1, maxOffset: maxOffset) },
            KeyBinding([.pageUp], "Scroll up a page", hint: "scroll") { Self.scrollUp(presenter, by: page, maxOffset: maxOffset) },
            KeyBinding([.pageDown], "Scroll down a page") { presenter.scroll(by: -page, maxOffset: maxOffset) },
        ]
        if presenter.input.isEmpty, presenter.canRegenerate {
            bindings.append(KeyBinding([.char("r")], "Write the stopped or failed reply again", hint: "retry") {
                presenter.regenerate()
            })
        }
        if presenter.input.isEmpty, presenter.canExport {
            bindings.append(KeyBinding([.char("e")], "Export the chat as Markdown (when the input is empty)",
                                       hint: "export") { await presenter.export() })
        }
        if presenter.input.isEmpty {
            bindings.append(KeyBinding([.char("?")], "Help (when the input is empty)") { [showHelp] in showHelp() })
        }
        return bindings + TextEditKeys.bindings { edit in presenter.editInput(edit) }
    }

    /// Scrolls up; at the top, older messages load.
    private static func scrollUp(_ presenter: ChatPresenter, by lines: Int, maxOffset: Int) {
        presenter.scroll(by: lines, maxOffset: maxOffset)
        if presenter.scrollFromBottom >= maxOffset {
            Task { await presenter.loadOlderIfNeeded() }
        }
    }

    /// Draws header, conversation and input.
    public func render(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        guard let avatar = presenter.avatar else {
            let text = presenter.loadError.map { "Could not open the chat: \($0)" } ?? "Loading…"
            CenteredMessage.render(text, in: area, buffer: &buffer, style: theme.style(.error))
            return
        }
        let (header, rest) = area.splitTop(3)
        buffer.write([Span(" " + avatar.name, theme.style(.avatarName).bolded)], x: header.x, y: header.y, clip: header)
        buffer.write([Span(" " + avatar.description, theme.style(.muted))], x: header.x, y: header.y + 1, clip: header)
        buffer.write(String(repeating: "─", count: header.width), x: header.x, y: header.y + 2,
                     style: theme.style(.border), clip: header)
        let (conversation, inputArea) = rest.splitBottom(2)
        renderConversation(avatar: avatar, in: conversation.inset(left: 1, right: 1), buffer: &buffer, theme: theme)
        renderInput(avatar: avatar, in: inputArea, buffer: &buffer, theme: theme)
    }

    private func renderConversation(avatar: Avatar, in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        guard !presenter.messages.isEmpty else {
            CenteredMessage.render("Say hello to \(avatar.name). Enter sends, Esc leaves.", in: area,
                                  buffer: &buffer, style: theme.style(.muted))
            return
        }
        let context = ChatTranscript.Context(
            avatarName: avatar.name, width: area.width, streamingID: presenter.replyingID,
            failureReasons: presenter.failureReasons, canRegenerate: presenter.canRegenerate)
        let lines = ChatTranscript.lines(presenter.messages, context, theme: theme, cache: &transcriptCache)
        // Lines added below while scrolled up must not move what the user is reading.
        if presenter.messages.first?.id == lastOldestID, lines.count > lastLineCount {
            presenter.keepPlace(linesAddedBelow: lines.count - lastLineCount)
        }
        lastLineCount = lines.count
        lastOldestID = presenter.messages.first?.id
        maxOffset = max(0, lines.count - area.height)
        pageSize = max(1, area.height - 1)
        let offset = min(presenter.scrollFromBottom, maxOffset)
        let first = max(0, lines.count - area.height - offset)
        Paragraph(lines: lines).render(in: area, buffer: &buffer, scroll: first)
    }

    private func renderInput(avatar: Avatar, in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        let (rule, line) = area.splitTop(1)
        buffer.write(String(repeating: "─", count: rule.width), x: rule.x, y: rule.y, style: theme.style(.border), clip: rule)
        if presenter.hasNewMessagesBelow {
            buffer.write(" ↓ new messages · PgDn to follow ", x: rule.x + 2, y: rule.y, style: theme.style(.accent), clip: rule)
        } else if presenter.isReplying {
            buffer.write(" \(avatar.name) is typing… ", x: rule.x + 2, y: rule.y, style: theme.style(.muted), clip: rule)
        } else if presenter.scrollFromBottom > 0 {
            buffer.write(" ↑ scrolled up · PgDn to return ", x: rule.x + 2, y: rule.y, style: theme.style(.muted), clip: rule)
        }
        buffer.write("› ", x: line.x + 1, y: line.y, style: theme.style(.accent), clip: line)
        TextField(input: presenter.input, placeholder: "Message \(avatar.name)…", isFocused: true, theme: theme)
            .render(in: line.inset(left: 3, right: 1), buffer: &buffer)
    }
}
