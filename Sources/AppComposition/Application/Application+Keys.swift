import Presentation
import TerminalUI

extension Application {
    /// Keys that work even inside text fields and overlays.
    var alwaysKeymap: [KeyBinding] {
        let router = self.router, terminal = self.terminal
        return [
            KeyBinding([.ctrl("c")], "Quit") { router.requestQuit() },
            KeyBinding([.ctrl("l")], "Redraw the screen") { terminal.invalidate() },
            KeyBinding([.ctrl("z")], "Suspend (fg resumes)") { terminal.suspend() },
        ]
    }

    /// Keys every screen shares, after the screen's own; the help overlay lists them.
    var globalKeymap: [KeyBinding] {
        let router = self.router
        return [
            KeyBinding([.char("?"), .function(1)], "Show this help", hint: "help") { router.present(.help) },
            KeyBinding([.escape, .backspace], "Back to the previous screen") { router.pop() },
            KeyBinding([.char("q")], "Quit", hint: "quit") { router.requestQuit() },
        ] + alwaysKeymap
    }

    /// Dispatches a key: always-keys, then the active view's keymap, then typing, then global keys.
    /// While the terminal is too small nothing is on screen to act on: only `q`, Ctrl-C and
    /// Ctrl-L work, and `q` quits even where it would type.
    func handle(_ key: Key) async {
        guard Self.fits(terminal.size) else {
            switch key {
            case .char("q"), .ctrl("c"): router.requestQuit()
            case .ctrl("l"): terminal.invalidate()
            default: break
            }
            return
        }
        router.notice = nil
        if let binding = alwaysKeymap.binding(for: key) { return await binding.perform(key) }
        guard let view = activeView else { return }
        if let binding = view.keymap.binding(for: key) { return await binding.perform(key) }
        if view.acceptsText, case .char(let character) = key { return view.insertText(String(character)) }
        guard alert == nil, sheet == nil else { return }
        if let binding = globalKeymap.binding(for: key) { await binding.perform(key) }
    }

    /// The hints for the status bar: the active view's, then help and quit where they apply.
    var statusHints: [(key: String, label: String)] {
        guard let view = activeView else { return [] }
        var bindings = view.keymap.filter { $0.hint != nil }
        if alert == nil, sheet == nil {
            bindings += globalKeymap.filter { $0.hint != nil && !(view.acceptsText && $0.keys.contains(.char("q"))) }
        }
        return bindings.compactMap { binding in binding.hint.map { (binding.hintKey, $0) } }
    }
}
