import Domain
import Presentation

extension ChatView {
    /// The most rows the input grows to: six, or a third of the space under the header.
    static func maxInputRows(height: Int) -> Int { max(1, min(6, height / 3)) }

    /// Messages wrap at this width at most, so lines stay readable on a wide terminal; code
    /// blocks and tables take the whole width.
    static let maxMessageWidth = 100

    public func render(in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        guard let avatar = presenter.avatar else {
            let text = presenter.loadError.map { "Could not open the chat: \($0)" } ?? "Loading…"
            buffer.writeCentered(text, in: area, style: theme.style(.error))
            return
        }
        let (header, rest) = area.splitTop(3)
        renderHeader(avatar: avatar, in: header, buffer: &buffer, theme: theme)
        // The input field sits after "› " and keeps a column free on the right.
        let rowCount = inputScroll.layout(of: presenter.input, forAreaWidth: rest.width - 4).rows.count
        let inputRows = min(rowCount, Self.maxInputRows(height: rest.height))
        var (conversation, inputArea) = rest.splitBottom(1 + inputRows)
        if let links = presenter.pickedLinks {
            let (above, sheet) = conversation.splitBottom(LinkListSheet.height(of: links.count, in: conversation))
            linkListState = LinkListSheet(choices: links, selected: presenter.linkPicker.selection.selected)
                .render(in: sheet, buffer: &buffer, theme: theme)
            conversation = above
        }
        renderConversation(avatar: avatar, in: conversation.inset(left: 1, right: 1), buffer: &buffer, theme: theme)
        renderInput(avatar: avatar, in: inputArea, buffer: &buffer, theme: theme)
    }

    /// The avatar's name with the backend and model that answer, then the article the chat is
    /// about (or the avatar's description), then a rule.
    private func renderHeader(avatar: Avatar, in header: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        let name = [Span(" " + avatar.name, theme.style(.avatarName).bolded)]
        let answeredBy = Span(" · " + TextSanitizer.clean(presenter.answeredBy), theme.style(.muted))
        buffer.write(Self.headerLine(name: name, answeredBy: answeredBy, width: header.width),
                     x: header.x, y: header.y, clip: header)
        if let field = presenter.titleField {
            TitleLine(field: field, theme: theme).render(in: Rect(x: header.x, y: header.y + 1, width: header.width, height: 1),
                                                         buffer: &buffer)
        } else {
            buffer.write(Self.secondHeaderLine(title: presenter.chatTitle, article: presenter.articleTitle,
                                               description: avatar.description, theme: theme).truncated(to: header.width),
                         x: header.x, y: header.y + 1, clip: header)
        }
        buffer.write(String(repeating: "─", count: header.width), x: header.x, y: header.y + 2,
                     style: theme.style(.border), clip: header)
    }

    private func renderConversation(avatar: Avatar, in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        guard !presenter.messages.isEmpty else {
            buffer.writeCentered("Say hello to \(avatar.name). Enter sends, Esc leaves.", in: area, style: theme.style(.muted))
            return
        }
        let context = ChatTranscript.Context(
            avatarName: avatar.name, now: presenter.now, width: min(area.width, Self.maxMessageWidth), wideWidth: area.width, streamingID: presenter.replyingID,
            failureReasons: presenter.failureReasons, saveProblems: presenter.saveProblems,
            canRegenerate: presenter.canRegenerate, textEdits: presenter.textEdits, rawMarkdown: presenter.showsRawMarkdown,
            shownReasoningIDs: presenter.shownReasoningIDs, headerModel: presenter.replySetup.answeringModel,
            firstSentID: presenter.firstSentMessageID, leftOut: presenter.leftOutMessages)
        let layout = ChatTranscript.layout(presenter.messages, context, theme: theme, cache: &transcriptCache, relayout: relayout)
        let lineCount = layout.lineCount
        // Read at every frame, so that a layout ending in the background draws the frame again.
        _ = relayout.runningCount
        // Lines added (or, when a table is laid out, taken) below while scrolled up must not
        // move what the user is reading; those of a long message laid out whole in place of its
        // last part come above it.
        let tailReplaced = lastHadTail && !layout.hasTail
        if presenter.messages.first?.id == lastOldestID, lineCount != lastLineCount, !tailReplaced {
            presenter.keepPlace(linesAddedBelow: lineCount - lastLineCount)
        }
        lastLineCount = lineCount
        lastHadTail = layout.hasTail
        lastOldestID = presenter.messages.first?.id
        maxOffset = max(0, lineCount - area.height)
        pageSize = max(1, area.height - 1)
        if presenter.scrollsToOldestOnNextFrame { presenter.scroll(toOldest: true, maxOffset: maxOffset) }
        keepFocusInSight(layout, height: area.height, theme: theme)
        let offset = min(presenter.scrollFromBottom, maxOffset)
        let first = max(0, lineCount - area.height - offset)
        let highlight = ChatTranscript.Highlight(selectedID: presenter.selectedMessageID, query: presenter.search?.ranQuery ?? "")
        let shown = ChatTranscript.lines(first..<min(lineCount, first + area.height), of: layout, cache: transcriptCache,
                                         theme: theme,
                                         highlight: highlight)
        Paragraph(lines: shown).render(in: area, buffer: &buffer)
    }

    private func renderInput(avatar: Avatar, in area: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        let (rule, rows) = area.splitTop(1)
        renderRule(avatar: avatar, in: rule, buffer: &buffer, theme: theme)
        let field = rows.inset(left: 3, right: 1)
        let layout = inputScroll.fit(presenter.input, in: field)
        let firstRow = inputScroll.firstRow
        // The prompt marks the message's first row, so it shows only while that row does.
        if firstRow == 0 { buffer.write("› ", x: rows.x + 1, y: rows.y, style: theme.style(.accent), clip: rows) }
        TextArea(input: presenter.input, placeholder: "Message \(avatar.name)…",
                 isFocused: presenter.search?.isEditing != true, theme: theme)
            .render(in: field, buffer: &buffer, firstRow: firstRow, layout: layout)
        inputScroll.renderMarks(layout, beside: field, buffer: &buffer, style: theme.style(.muted))
    }

    /// The rule above the input: what is going on at the left, the new-line key at the right; or
    /// the search prompt, or the search's status.
    private func renderRule(avatar: Avatar, in rule: Rect, buffer: inout ScreenBuffer, theme: Theme) {
        if let search = presenter.search, search.isEditing {
            buffer.write(" Search: ", x: rule.x, y: rule.y, style: theme.style(.accent), clip: rule)
            TextField(input: search.query, placeholder: "words to find in this chat, Enter searches", isFocused: true, theme: theme)
                .render(in: rule.inset(left: 9, right: 1), buffer: &buffer)
            return
        }
        buffer.write(String(repeating: "─", count: rule.width), x: rule.x, y: rule.y, style: theme.style(.border), clip: rule)
        if let search = presenter.search {
            let status = " \(search.status) · n older · N newer · Esc ends the search "
            buffer.write(status, x: rule.x + 2, y: rule.y, style: theme.style(search.current == nil ? .warning : .accent), clip: rule)
            return
        }
        let status = ruleStatus(avatar: avatar).map { (text: RuleText.fitting($0.text, in: rule.width - 4), role: $0.role) }
        if let status { buffer.write(status.text, x: rule.x + 2, y: rule.y, style: theme.style(status.role), clip: rule) }
        // The hint gives way whole where it would cut what is going on (a narrow terminal).
        let hint = " Alt-Enter new line "
        let hintX = rule.maxX - 2 - TextWidth.of(hint)
        guard rule.x + 2 + (status.map { TextWidth.of($0.text) } ?? 0) <= hintX else { return }
        buffer.write(hint, x: hintX, y: rule.y, style: theme.style(.muted), clip: rule)
    }

    /// What is going on, at the left of the rule above the input.
    private func ruleStatus(avatar: Avatar) -> (text: String, role: ThemeRole)? {
        if presenter.editingMessageID != nil { return (" Editing your last message · Esc cancels the edit ", .accent) }
        // Only a growing reply sets it; Ctrl-End follows it, where a page at a time of PgDn may
        // never catch up with a fast model.
        if presenter.hasNewMessagesBelow { return (" ↓ more of the reply below · Ctrl-End to follow ", .accent) }
        if let waiting = presenter.serverWaitText { return (" \(waiting) ", .warning) }
        if presenter.isReplying {
            // Until the server answers, nobody is typing: it may be loading the model, or stuck.
            let doing = presenter.awaitsServer ? "waiting for \(TextSanitizer.clean(presenter.backendName)) to answer"
                : "\(avatar.name) " + (presenter.isThinking ? "is thinking…" : "is typing…")
            if let quiet = presenter.quietSeconds { return (" \(doing) · nothing for \(quiet) s · Esc stops it ", .warning) }
            return (" \(doing) · Alt-l leaves, it goes on ", .muted)
        }
        if relayout.runningCount > 0 { return (" laying out the reply… ", .muted) }
        if presenter.hasNewerMessages {
            // At the top of the chat's first message there is nothing older to point up to.
            let place = !presenter.hasOlderMessages && presenter.scrollFromBottom >= maxOffset ? "the first message" : "↑ older messages"
            return (" \(place) · PgDn loads newer ones · Ctrl-End the newest ", .muted)
        }
        if presenter.scrollFromBottom > 0 { return (" ↑ scrolled up · PgDn to return ", .muted) }
        return nil
    }
}
