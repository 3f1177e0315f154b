import Domain
import Foundation
import Presentation

/// The Chats screen: every conversation by last activity, with a preview and an unread count.
@MainActor
public final class ChatsView: PresentedView<ChatsPresenter>, ScreenView {
    /// Shown when there is no conversation: how to start one.
    public static let emptyText = "No chats yet. To start one, go back to Explore (Esc), pick an avatar and press Enter."

    private var listState = ListState()
    /// The rows' message previews, made once per message.
    private let previews = MessagePreviews()
    var searchListState = ListState()
    var pageSize = 10

    /// A click selects the conversation, or the search's result, under it.
    public func clicked(atColumn column: Int, row: Int) -> Bool {
        presenter.isSearching
            ? ListKeys.click(searchListState, column: column, row: row, presenter.editSearchSelection)
            : ListKeys.click(listState, column: column, row: row, presenter.editSelection)
    }

    public var title: String { "Chats" }

    /// While the search query or a title is being typed, printable keys go into it.
    public var acceptsText: Bool { presenter.search.isEditing || presenter.isRenaming }

    public var typingHint: String? { presenter.isRenaming ? "type the chat's title" : "type to search every chat" }

    public func insertText(_ text: String) {
        if presenter.isRenaming { return presenter.typeIntoTitle(text) }
        presenter.editSearch { $0.insert(text) }
    }

    /// List keys, open, delete, search and back; only back (and search) while there is no
    /// conversation; the search's keys while it is shown.
    public var keymap: [KeyBinding] {
        let presenter = self.presenter
        if presenter.isRenaming {
            return TitleLine.keymap(commit: { await presenter.commitRename() }, cancel: { presenter.cancelRename() },
                                    edit: presenter.editTitle)
        }
        if presenter.isSearching { return searchKeymap }
        let back = KeyBinding.back { presenter.back() }
        guard !presenter.conversations.isEmpty else { return [back] }
        return ListKeys.bindings(page: pageSize, presenter.editSelection)
            + [
                KeyBinding([.enter], "Open the selected conversation", hint: "open") { await presenter.openSelected() },
                KeyBinding([.char("d")], "Delete the selected conversation (asks first)", hint: "delete") {
                    presenter.askToDeleteSelected()
                },
                KeyBinding([.char("r")], "Rename the selected conversation (empty: its first line)", hint: "rename") {
                    presenter.beginRename()
                },
                KeyBinding([.char("/")], "Search the titles and messages of every chat", hint: "search") {
                    presenter.beginSearch()
                },
                back,
            ]
    }

    /// Draws the header and the list, or the empty or error state.
    public func render(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        let (header, rest) = area.splitTop(1)
        let conversations = presenter.conversations
        var count = conversations.count == 1 ? "1 conversation" : "\(conversations.count) conversations"
        if let found = presenter.foundText { count = found }
        if presenter.isReadingSearch { count += " · searching…" }
        // Chats that could not be read are not "0 conversations": the body says why.
        let counted = presenter.loadError == nil || presenter.isSearching
        buffer.write([Span(" Chats", theme.style(.title)), Span(counted ? " · " + count : "", theme.style(.muted))],
                     x: header.x, y: header.y, clip: header)
        var body = rest.inset(top: 1)
        if let field = presenter.titleField {
            let (line, below) = body.splitTop(2)
            TitleLine(field: field, theme: theme).render(in: line, buffer: &buffer)
            body = below
        }
        pageSize = max(1, body.height - 1)
        if presenter.isSearching { return renderSearch(in: body, buffer: &buffer, theme: theme) }
        renderConversations(in: body, buffer: &buffer, theme: theme)
    }

    /// The conversations, or why there are none.
    func renderConversations(in body: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        let conversations = presenter.conversations
        if let error = presenter.loadError {
            buffer.writeCentered("Could not load chats: \(error)", in: body, style: theme.style(.error))
            return
        }
        guard !conversations.isEmpty else {
            let text = presenter.isLoaded ? Self.emptyText : "Loading…"
            buffer.writeCentered(text, in: body, style: theme.style(.muted))
            return
        }
        let time = presenter.time
        listState.selected = presenter.selection.selected
        let width = ListWidget.textWidth(in: body, count: conversations.count)
        // The replies being written are asked for once: asked for each of 3,000 chats, 8 ms a key.
        let replies = presenter.replyActivities
        let previews = self.previews
        // Only the rows on screen are built: with 500 chats, building them all took 25 ms a key.
        ListWidget(count: conversations.count, isFocused: true, theme: theme) { index in
            let conversation = conversations[index]
            return Self.row(conversation, time: time, theme: theme, width: width, reply: replies[conversation.id], previews: previews)
        }
        .render(in: body, buffer: &buffer, state: &listState)
    }

    /// One conversation: the avatar's name, the chat's title (`ChatTitle`), a one-line preview (the draft when there is one, as
    /// mail readers show it; while a reply is being written in a chat left with Alt-l,
    /// "waiting…" until its server answers, as the chat's rule says, then "writing…"), the
    /// unread count and the time, in a row's text `width` cells wide.
    nonisolated static func row(
        _ conversation: Conversation, time: RelativeTime, theme: Theme, width: Int, reply: ReplyActivity? = nil,
        previews: MessagePreviews? = nil
    ) -> ListRow {
        var rest: [Span] = []
        let chat = conversation.summary.chat
        if let article = chat.article, chat.title == nil {
            rest.append(Span(" · “\(preview(article.title))”", theme.style(.accent)))
        } else if let title = ChatTitle.of(chat) {
            // What the chat is about: the title given, else its first line; cut to half the row,
            // or a quarter beside a model, so that the model's id and the preview stay in sight.
            let room = conversation.modelLabel == nil ? width / 2 : max(12, width / 4)
            rest.append(Span(" · " + TextLayout.truncate(preview(title), to: room), theme.style(.accent)))
        } else if let started = conversation.startedAt {
            // Another main chat with the avatar is listed too (Ctrl-N), none sent yet: when each began tells them apart.
            rest.append(Span(" · started " + time.started(started), theme.style(.muted)))
        }
        if chat.article == nil, conversation.startedAt != nil {
            // Cut in the middle, as the picker cuts ids, which differ at their end, and to a
            // third of the row, so the preview stays in sight.
            if let model = conversation.modelLabel {
                rest.append(Span(" · " + TextLayout.truncateMiddle(model, to: max(12, width / 3)), theme.style(.muted)))
            }
        }
        if let reply {
            rest.append(Span(reply == .awaitingServer ? "  waiting…" : "  writing…", theme.style(.accent)))
        } else if !conversation.draft.isEmpty {
            rest.append(Span("  Draft: " + preview(conversation.draft), theme.style(.accent)))
        } else if conversation.previewRepeatsTitle {
            rest.append(Span("  no reply yet", theme.style(.muted)))
        } else if let last = conversation.summary.lastMessage {
            rest.append(lastMessagePreview(last, theme: theme, previews: previews))
        }
        var trailing: [Span] = []
        if conversation.unreadCount > 0 {
            trailing.append(Span(" \(conversation.unreadCount) new", theme.style(.accent)))
        }
        trailing.append(Span(" " + time.string(for: conversation.summary.chat.modifiedAt), theme.style(.muted)))
        let room = ListRow([], trailing: trailing).leadingRoom(textWidth: width)
        return ListRow([name(conversation.avatarName, room: room, beside: rest.displayWidth, theme: theme)] + rest,
                       trailing: trailing)
    }

    /// The newest message on one line, a reply as the chat shows it (its Markdown marks
    /// dropped); a reply that holds no text says how it ended instead ("reply failed: …" with
    /// the reason the chat shows), so no row is blank after the name, and one that stopped or
    /// failed after some text starts with "[stopped]", as the chat marks it: its words are not
    /// the whole reply.
    nonisolated static func lastMessagePreview(_ last: ChatMessage, theme: Theme, previews: MessagePreviews? = nil) -> Span {
        let text = previews?.text(of: last, make: previewText) ?? previewText(of: last)
        if last.role == .user { return Span("  You: " + text, theme.style(.muted)) }
        guard text.isEmpty else { return Span((last.state == .complete ? "  " : "  [stopped] ") + text, theme.style(.muted)) }
        let reason = last.failureReason.map { ": " + preview($0) } ?? ""
        return switch last.state {
        case .failed: Span("  reply failed" + reason, theme.style(.error))
        case .partial: Span("  reply stopped" + reason, theme.style(.muted))
        case .complete: Span("  empty reply", theme.style(.muted))
        }
    }

    /// The message's words on one line, a reply's without its Markdown marks.
    nonisolated static func previewText(of message: ChatMessage) -> String {
        let start = String(message.text.prefix(previewSource))
        return preview(message.role == .assistant ? MarkdownPlainText.of(start) : start)
    }

    /// The avatar's name, cut with "…" when a long one would crowd out what follows it (`rest`
    /// cells) in `room` cells: it keeps half the room, or more when what follows is short.
    nonisolated static func name(_ name: String, room: Int, beside rest: Int, theme: Theme) -> Span {
        let name = TextSanitizer.clean(name), most = max(room / 2, room - rest)
        return Span(rest > 0 && TextWidth.of(name) > most ? TextLayout.truncate(name, to: most) : name, theme.style(.avatarName))
    }

    /// The characters of a message or draft a row's preview is made from: more than the widest
    /// row shows. A reply of 100 KB read whole for its preview took 30 ms a row.
    nonisolated static let previewSource = ChatSummary.previewCharacters

    /// The text on one line: sanitised, line breaks and runs of spaces folded into one space.
    nonisolated static func preview(_ text: String) -> String {
        let start = text.prefix(previewSource)
        return TextSanitizer.clean(start.replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " "))
            .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
}
