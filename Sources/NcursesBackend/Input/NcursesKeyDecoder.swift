import TerminalUI

/// Turns what `wget_wch` returned into terminal events.
///
/// Pure: it needs no initialised ncurses, so tests feed it codes directly. It keeps state between
/// batches only while a bracketed paste is open. Feed it everything one drain of the input read:
/// an Escape followed in the same batch by a printable character becomes Alt with that character,
/// and by Return (CR, LF or the keypad's Enter) becomes Alt-Enter (ncurses has already waited the
/// escape delay before ending the batch).
struct NcursesKeyDecoder {
    private var escapePending = false
    private var paste: PasteCollector?

    /// True while a bracketed paste has started and not yet ended.
    var isInPaste: Bool { paste != nil }

    /// The events for one batch of inputs, in order.
    mutating func decode(_ batch: [NcursesInput]) -> [TerminalEvent] {
        var events: [TerminalEvent] = []
        for input in batch { feed(input, into: &events) }
        flushEscape(into: &events)
        return events
    }

    private mutating func feed(_ input: NcursesInput, into events: inout [TerminalEvent]) {
        if var collector = paste {
            if input == .keyCode(CursesKeyCode.pasteEnd) {
                events.append(.paste(collector.text))
                paste = nil
            } else {
                collector.add(input)
                paste = collector
            }
            return
        }
        if input == .keyCode(CursesKeyCode.pasteBegin) {
            flushEscape(into: &events)
            paste = PasteCollector()
            return
        }
        if escapePending, let alt = altKey(after: input) {
            escapePending = false
            events.append(.key(alt))
            return
        }
        flushEscape(into: &events)
        if input == .character(27) {
            escapePending = true
        } else if let key = KeyMapping.key(for: input) {
            events.append(.key(key))
        }
    }

    /// Alt with the character when an Escape is followed by a printable character, Alt-Enter when
    /// it is followed by Return.
    private func altKey(after input: NcursesInput) -> Key? {
        switch input {
        case .keyCode(CursesKeyCode.enter): return .altEnter
        case .keyCode: return nil
        case .character(13), .character(10): return .altEnter
        case .character(let code): return KeyMapping.printable(code).map { .alt($0) }
        }
    }

    private mutating func flushEscape(into events: inout [TerminalEvent]) {
        if escapePending { events.append(.key(.escape)) }
        escapePending = false
    }
}
