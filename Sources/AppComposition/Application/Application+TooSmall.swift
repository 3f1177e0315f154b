import Presentation
import TerminalUI

extension Application {
    /// A key that came while the terminal was too small, with nothing on screen to act on. Typed
    /// text goes on into the field that takes it (a tiling window manager, a tmux zoom or tmux's
    /// own delay in passing a resize on shrink the app for a moment while the user types: the
    /// text shows once the terminal fits again), and so do the keys that edit it (Backspace,
    /// Del, the cursor and word keys, Alt-Enter's new line: the field's bindings marked
    /// `editsText`), or the text would keep the letters but lose their corrections. Ctrl-C,
    /// Ctrl-L, Ctrl-Z and `q` where letters do not type act; every other key (Enter that sends or saves,
    /// Esc, the lists' keys) is counted, and the notice after says so.
    func handleWhileTooSmall(_ key: Key) async {
        let view = activeView
        let types = view?.acceptsText ?? false
        let binding = types ? view?.keymap.binding(for: key) : nil
        switch key {
        case .ctrl("c"), .ctrl("l"), .ctrl("z"):
            await alwaysKeymap.binding(for: key)?.perform(key)
        case .char("q") where !types:
            await quitUnlessUnsaved(by: key)
        case _ where binding?.editsText == true:
            await binding?.perform(key)
        case .char(let character) where types && binding == nil:
            view?.insertText(String(character))
        case .wheelUp, .wheelDown:
            break  // scrolling over a screen too small to show anything is not a key to count
        default:
            keysIgnoredWhileTooSmall += 1
        }
    }

    /// Takes `size` as the size of the events after it; once the terminal fits again after keys
    /// did nothing, says how many.
    func resized(to size: Size) {
        sizeAtInput = size
        guard Self.fits(size), keysIgnoredWhileTooSmall > 0 else { return }
        let count = keysIgnoredWhileTooSmall
        keysIgnoredWhileTooSmall = 0
        router.show(Notice((count == 1 ? "1 key" : "\(count) keys") + " pressed while the terminal was too small did nothing"))
    }
}
