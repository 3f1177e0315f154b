import TerminalUI

/// A control sequence an Escape began, while its bytes are read (ECMA-48, 5.4 and 5.6).
///
/// Terminals send keys terminfo does not know (Ctrl-Shift with an arrow, F13, a kitty or
/// modifyOtherKeys key) and answers to queries as such sequences; ncurses hands over their
/// bytes one by one. Read whole, a sequence is dropped, so its tail (`31m` of `ESC [31m`) is not
/// typed into a field. CSI (`ESC [`) and SS3 (`ESC O`, which terminals also send with
/// parameters: `ESC O 2 P`) are parameter bytes (0x30–0x3F), then intermediate bytes
/// (0x20–0x2F), then one final byte (0x40–0x7E); a control string (OSC `ESC ]`, DCS `ESC P`,
/// SOS `ESC X`, PM `ESC ^`, APC `ESC _`) runs to ST (`ESC \`) or BEL.
struct EscapeSequence {
    /// What the next input does to the sequence.
    enum Step: Equatable {
        /// It belongs to the sequence, which goes on.
        case more
        /// It ended the sequence, which is whole.
        case complete
        /// It cannot belong to the sequence: what was read is not one, and the input is not part of it.
        case broken
    }

    private static let functionIntroducers: Set<UInt32> = [0x5B, 0x4F]  // [ O
    private static let stringIntroducers: Set<UInt32> = [0x5D, 0x50, 0x58, 0x5E, 0x5F]  // ] P X ^ _

    /// The character after the Escape that began the sequence (`[`).
    let introducer: UInt32
    /// What was read after the introducer, in order.
    private(set) var inputs: [NcursesInput] = []
    private var inIntermediates = false

    private var isString: Bool { Self.stringIntroducers.contains(introducer) }

    /// A sequence when `input`, right after an Escape, introduces one; nil otherwise.
    init?(after input: NcursesInput) {
        guard case .character(let code) = input,
              Self.functionIntroducers.contains(code) || Self.stringIntroducers.contains(code) else { return nil }
        introducer = code
    }

    /// Takes the next input; on `.broken` it is not kept.
    mutating func add(_ input: NcursesInput) -> Step {
        guard case .character(let code) = input else { return .broken }
        let step = isString ? stringStep(code) : functionStep(code)
        if step != .broken { inputs.append(input) }
        return step
    }

    private mutating func functionStep(_ code: UInt32) -> Step {
        switch code {
        case 0x30...0x3F where !inIntermediates: return .more
        case 0x20...0x2F: inIntermediates = true; return .more
        case 0x40...0x7E: return .complete
        default: return .broken
        }
    }

    /// True for X10's mouse report start, `ESC [ M` alone: three bytes of report follow.
    var startsMouseReport: Bool { introducer == 0x5B && inputs == [.character(0x4D)] }

    /// True for SGR's mouse report start, `ESC [ <`: its numbers and `M` or `m` follow.
    var startsSGRMouseReport: Bool { introducer == 0x5B && inputs == [.character(0x3C)] }

    /// The key of the keypad in application mode (SS3 then one letter: `ESC O M` Enter,
    /// `ESC O p`…`y` the digits), which terminfo often does not name: Enter opens and sends,
    /// and the digits and signs type as on the main keys.
    var keypadKey: Key? {
        guard introducer == 0x4F, inputs.count == 1, case .character(let final) = inputs[0] else { return nil }
        if final == 0x4D { return .enter }
        let typed: [UInt32: Character] = [
            0x6A: "*", 0x6B: "+", 0x6C: ",", 0x6D: "-", 0x6E: ".", 0x6F: "/", 0x58: "=",
        ]
        if (0x70...0x79).contains(final) { return .char(Character(String(final - 0x70))) }
        return typed[final].map { .char($0) }
    }

    private func stringStep(_ code: UInt32) -> Step {
        if inputs.last == .character(27) { return code == 0x5C ? .complete : .broken }
        return code == 7 ? .complete : .more
    }
}
