import TerminalUI
@testable import NcursesBackend

/// The characters of `text` as ncurses hands them over, one by one.
func chars(_ text: String) -> [NcursesInput] { text.unicodeScalars.map { .character($0.value) } }

/// What a new decoder makes of one batch of input.
func decodeBatch(_ batch: [NcursesInput]) -> [TerminalEvent] {
    var decoder = NcursesKeyDecoder()
    return decoder.decode(batch)
}

/// The marker ncurses reports where a bracketed paste begins.
var pasteBegin: NcursesInput { .keyCode(CursesKeyCode.pasteBegin) }

/// The marker ncurses reports where a bracketed paste ends.
var pasteEnd: NcursesInput { .keyCode(CursesKeyCode.pasteEnd) }
