import Presentation
import TerminalUI

extension Application {
    /// Keys that work even inside text fields and overlays.
    var alwaysKeymap: [KeyBinding] {
        let terminal = self.terminal
        return [
            KeyBinding([.ctrl("c")], "Quit (warns first if something is unsaved)") { [weak self] in await self?.quitUnlessUnsaved(by: .ctrl("c")) },
            KeyBinding([.ctrl("l")], "Redraw the screen") { terminal.invalidate() },
            KeyBinding([.ctrl("z")], "Suspend (fg resumes)") { terminal.suspend() },
        ]
    }

    /// Keys every screen shares, after the screen's own keys and typing. The first screen
    /// (Welcome, Explore) has none to go back to, so there Esc and Backspace are not listed.
    /// The screens built (`stack`), not the router's path, tell: a frame that read the path
    /// would be drawn again, and sync the screens, at every change of it, in the middle of a key.
    /// Over a sheet (a form), only help, which shows the sheet's keys over it.
    var sharedKeymap: [KeyBinding] {
        let router = self.router
        guard sheet == nil else { return [helpBinding { [weak self] in self?.showSheetKeys() }] }
        let back = stack.count > 1 ? [KeyBinding([.escape, .backspace], "Back to the previous screen") { router.pop() }] : []
        return [helpBinding { router.present(.help) }] + back + [
            KeyBinding([.char("q")], "Quit (warns first if a reply is unsaved)", hint: "quit") { [weak self] in await self?.quitUnlessUnsaved(by: .char("q")) },
        ]
    }

    private func helpBinding(_ show: @escaping @MainActor @Sendable () -> Void) -> KeyBinding {
        KeyBinding([.char("?"), .function(1)], "Show this help", hint: "help", hintPriority: .high, action: show)
    }

    /// Dispatches a key: always-keys, then the active view's keymap, then typing, then shared keys,
    /// then, where nothing types, the view's habits (a newsboat key that says what does it here).
    /// While the terminal was too small when the key came, `handleWhileTooSmall` takes it.
    func handle(_ key: Key) async {
        if key != quitWarnedBy { quitWarnedBy = nil }
        guard Self.fits(sizeAtInput) else { return await handleWhileTooSmall(key) }
        router.notice = nil
        if let binding = alwaysKeymap.binding(for: key) { return await binding.perform(key) }
        guard let view = activeView else { return }
        if let binding = view.keymap.binding(for: key) { return await binding.perform(key) }
        // Over an alert the wheel does nothing: an arrow there could answer a question.
        if let arrow = key.arrowForWheel, alert == nil { return await handle(arrow) }
        if view.acceptsText, case .char(let character) = key { return view.insertText(String(character)) }
        guard alert == nil, sheetKeys == nil else { return }
        if let binding = sharedKeymap.binding(for: key) { return await binding.perform(key) }
        if !view.acceptsText, let notice = view.habits.notice(for: key) { return router.show(Notice(notice)) }
        if case .alt(let character) = key { await handleUnboundAlt(character, typing: view.acceptsText) }
    }

    /// A wheel step: the screen under it (not an alert's or a form's) picks the list under the
    /// pointer first, then the step acts as a key, unless the pointer is over none of its lists.
    func turnWheel(_ key: Key, overColumn column: Int, row: Int) async {
        if Self.fits(sizeAtInput), alert == nil, sheet == nil, let view = stack.last?.view,
           !view.wheelTurns(overColumn: column, row: row) { return }
        await handle(key)
    }

    /// A click presses the button under it, focuses the form's field under it, or selects the row
    /// under it in the active view's list; a double click opens it, as Enter does. Over an alert,
    /// or a screen too small to show anything, it does nothing.
    func click(atColumn column: Int, row: Int, isDouble: Bool) async {
        guard Self.fits(sizeAtInput), alert == nil, let view = activeView else { return }
        // A button ("[Enter] Create") is pressed once: the second click of a double click would
        // press it again on whatever it opened.
        if let key = view.clickedKey(atColumn: column, row: row) {
            if !isDouble { await handle(key) }
            return
        }
        // As Tab there would: the notice of the field left goes.
        if view.focusesField(atColumn: column, row: row) {
            router.notice = nil
            return
        }
        guard view.clicked(atColumn: column, row: row) else { return }
        router.notice = nil
        guard isDouble else { return }
        let wasTyping = view.acceptsText
        await handle(.enter)
        // Where the first Enter only ends the typing (a filter, a search kept), the same view
        // still on top, the second opens, as a double click means.
        if wasTyping, let now = activeView, now === view, !now.acceptsText { await handle(.enter) }
    }

    /// Alt with a key that means nothing here is most likely Esc then the key, typed quickly (or
    /// sent in one write over ssh): on a list both act, as vim's and readline's do. Where text
    /// is typed, Esc could throw away what was typed, so it only says so.
    private func handleUnboundAlt(_ character: Character, typing: Bool) async {
        guard !typing else {
            return router.show(Notice("Alt-\(character) does nothing here (Esc then \(character): type them apart)"))
        }
        await handle(.escape)
        await handle(.char(character))
    }

    /// The view's bindings with only the keys that reach them (the always-keys come first).
    func actingKeymap(of view: any ScreenView) -> [KeyBinding] {
        let always = Set(alwaysKeymap.flatMap(\.keys))
        return view.keymap.acting { always.contains($0) }
    }

    /// The keys that act on every screen while `view` is on top, as `handle` dispatches them:
    /// shared keys the view or its typing takes first are left out (so where `?` types, help
    /// is F1), then the always-keys.
    func everywhereKeymap(over view: any ScreenView) -> [KeyBinding] {
        let taken = Set(view.keymap.flatMap(\.keys)).union(alwaysKeymap.flatMap(\.keys))
        let types = view.acceptsText
        return sharedKeymap.acting { key in
            if case .char = key, types { return true }
            return taken.contains(key)
        } + alwaysKeymap
    }

    /// The hints for the status bar: what typing does, the active view's keys, then the shared
    /// keys that act (over a sheet only help; none over an alert).
    var statusHints: [StatusBar.Hint] {
        guard let view = activeView else { return [] }
        var bindings = actingKeymap(of: view)
        if alert == nil, sheetKeys == nil { bindings += everywhereKeymap(over: view) }
        let typing = view.acceptsText ? view.typingHint.map { [StatusBar.Hint("", $0, priority: .low)] } ?? [] : []
        return typing + bindings.compactMap { binding in
            binding.hint.map { StatusBar.Hint(binding.hintKey, $0, priority: binding.hintPriority) }
        }
    }
}
