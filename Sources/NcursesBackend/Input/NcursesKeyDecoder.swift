import TerminalUI

/// Turns what the keyboard sent (`NcursesInput`) into terminal events.
///
/// Pure: it needs no initialised ncurses, so tests feed it codes directly. It keeps state between
/// batches only while a bracketed paste is open. Feed it everything one drain of the input read:
/// an Escape followed in the same batch by a printable character becomes Alt with that character,
/// and by Return (CR, LF or the keypad's Enter) becomes Alt-Enter (ncurses has already waited the
/// escape delay before ending the batch). An Escape followed in the same batch by a whole control
/// sequence (`ESC [31m`, a key terminfo does not know) is dropped with it (`EscapeSequence`); one
/// the batch ends inside, or a byte breaks, is read as before: `ESC [` alone is Alt-[.
///
/// A paste whose end marker does not come (a terminal or a program that sent only the start)
/// ends after `pasteSilenceLimit` without input: the caller asks `endSilentPaste(at:)` at
/// `pasteDeadline`, and keys act again. Time is passed in, so tests need no clock.
struct NcursesKeyDecoder {
    /// How long an open paste waits for more input before it ends by itself.
    static let pasteSilenceLimit: Duration = .milliseconds(200)
    /// The longest time between the two clicks of a double click, as most desktops default.
    static let doubleClickLimit: Duration = .milliseconds(400)

    private var escapePending = false
    private var sequence: EscapeSequence?
    private var mouseReport: MouseReport?
    private var paste: PasteCollector?
    private var lastPasteInput: ContinuousClock.Instant?
    /// When the batch being decoded was read.
    private var batchTime = ContinuousClock.now
    /// The last click that was not the second of a double click, for the next to compare.
    private var lastClick: (column: Int, row: Int, at: ContinuousClock.Instant)?

    /// True while a bracketed paste has started and not yet ended.
    var isInPaste: Bool { paste != nil }

    /// When the open paste ends for silence unless more input comes; nil when no paste is open.
    var pasteDeadline: ContinuousClock.Instant? {
        guard paste != nil else { return nil }
        return lastPasteInput.map { $0 + Self.pasteSilenceLimit }
    }

    /// The events for one batch of inputs, in order, read at `now`.
    mutating func decode(_ batch: [NcursesInput], at now: ContinuousClock.Instant = .now) -> [TerminalEvent] {
        var events: [TerminalEvent] = []
        batchTime = now
        let markers: Set<NcursesInput> = [.keyCode(CursesKeyCode.pasteBegin), .keyCode(CursesKeyCode.pasteEnd)]
        var lastMarker = batch.lastIndex { markers.contains($0) } ?? -1
        for (index, input) in batch.enumerated() {
            if index == lastMarker { lastMarker = -1 }
            feed(input, markerFollows: lastMarker > index, into: &events)
        }
        flushEscape(into: &events)
        if paste == nil { lastPasteInput = nil } else if !batch.isEmpty { lastPasteInput = now }
        return events
    }

    /// Ends the open paste when `now` is at or past its deadline: what arrived becomes the paste.
    mutating func endSilentPaste(at now: ContinuousClock.Instant) -> [TerminalEvent] {
        guard let collector = paste, let deadline = pasteDeadline, now >= deadline else { return [] }
        paste = nil
        lastPasteInput = nil
        return [.paste(collector.text)]
    }

    /// `markerFollows`: another paste marker comes later in the same read. A paste end followed
    /// so is inside the pasted text (a clipboard holding `ESC [201~` then a Return and words, which
    /// the terminal then closed with its own end): what follows it is pasted too, never keys that
    /// send or act, and a paste start after it goes on with the same paste.
    private mutating func feed(_ input: NcursesInput, markerFollows: Bool = false, into events: inout [TerminalEvent]) {
        if var collector = paste {
            if input == .keyCode(CursesKeyCode.pasteBegin) { return }
            if input == .keyCode(CursesKeyCode.pasteEnd), !markerFollows {
                events.append(.paste(collector.text))
                paste = nil
            } else {
                collector.add(input)
                paste = collector
            }
            return
        }
        if var report = mouseReport {
            mouseReport = nil
            switch report.add(input) {
            case .more: mouseReport = report; return
            case .complete:
                if let event = report.event { appendMouse(event, to: &events) }
                return
            case .notPart: break
            }
        }
        if var open = sequence {
            sequence = nil
            switch open.add(input) {
            case .more:
                // SGR's mouse report (`ESC [ <`), where terminfo's `kmous` is X10's (tmux,
                // screen): read on as a report, which a read may end inside, as a paste.
                if open.startsSGRMouseReport { mouseReport = MouseReport(isSGR: true) } else { sequence = open }
                return
            case .complete:
                if open.startsMouseReport { mouseReport = MouseReport() }
                if let key = open.keypadKey { events.append(.key(key)) }
                return
            case .broken: replay(open, into: &events)
            }
        }
        if input == .keyCode(CursesKeyCode.mouse) {
            flushEscape(into: &events)
            mouseReport = MouseReport()
            return
        }
        if input == .keyCode(CursesKeyCode.pasteBegin) {
            flushEscape(into: &events)
            paste = PasteCollector()
            return
        }
        if escapePending, let started = EscapeSequence(after: input) {
            escapePending = false
            sequence = started
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

    /// A click on the cell of the last one, within `doubleClickLimit`, is a double click.
    private mutating func appendMouse(_ event: TerminalEvent, to events: inout [TerminalEvent]) {
        guard case .click(let column, let row, _) = event else { return events.append(event) }
        let isDouble = lastClick.map { $0.column == column && $0.row == row && batchTime - $0.at <= Self.doubleClickLimit } ?? false
        lastClick = isDouble ? nil : (column, row, batchTime)
        events.append(.click(column: column, row: row, isDouble: isDouble))
    }

    /// Alt with the character when an Escape is followed by a printable character, Alt-Enter when
    /// it is followed by Return, Alt-Backspace when by DEL or Backspace (readline's
    /// backward-kill-word). An Escape then an arrow stays two keys (Esc to leave, then the
    /// arrow), as typed quickly; Alt-↑/↓ come as xterm's one sequence.
    private func altKey(after input: NcursesInput) -> Key? {
        switch input {
        case .keyCode(CursesKeyCode.enter): return .altEnter
        case .keyCode(CursesKeyCode.backspace): return .altBackspace
        case .keyCode: return nil
        case .character(13), .character(10): return .altEnter
        case .character(8), .character(127): return .altBackspace
        case .character(let code): return KeyMapping.printable(code).map { .alt($0) }
        }
    }

    /// Ends what an Escape began: a sequence not read whole is read as keys (its replay may
    /// begin another), and an Escape left is Esc.
    private mutating func flushEscape(into events: inout [TerminalEvent]) {
        while let open = sequence {
            sequence = nil
            replay(open, into: &events)
        }
        if escapePending { events.append(.key(.escape)) }
        escapePending = false
    }

    /// What was read as a sequence, read as keys after all: Alt with its introducer, then the rest.
    private mutating func replay(_ open: EscapeSequence, into events: inout [TerminalEvent]) {
        if let alt = altKey(after: .character(open.introducer)) { events.append(.key(alt)) }
        for input in open.inputs { feed(input, into: &events) }
    }
}
