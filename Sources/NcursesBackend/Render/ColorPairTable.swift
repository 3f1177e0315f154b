import TerminalUI

/// A colour pair that must be defined with `init_pair` before use.
struct ColorPairDefinition: Equatable, Sendable {
    /// The pair number.
    var number: Int16
    /// Foreground colour number (-1 for default).
    var foreground: Int16
    /// Background colour number (-1 for default).
    var background: Int16
}

/// Lazily hands out colour pair numbers for (foreground, background) combinations.
///
/// Pure: the caller runs `init_pair` for each returned definition. With no colour support, or
/// when the pairs run out, everything gets pair 0. Default on default gets a pair of its own
/// rather than pair 0: before every return to pair 0 ncurses resets the colours (`ESC[39m`) and
/// then all attributes, which resets the colours again, so each return to plain text cost 4 to 6
/// bytes more (8% of the first frame; see docs/performance.md).
struct ColorPairTable {
    /// Colours the terminal has; 0 when colour is off.
    let colorCount: Int
    /// Highest usable pair number plus one (`COLOR_PAIRS`, at most 32768 for the short API).
    let pairLimit: Int
    private var numbers: [PairKey: Int16] = [:]
    private var nextNumber = 1

    private struct PairKey: Hashable {
        var foreground: Int16
        var background: Int16
    }

    /// A table for a terminal with `colorCount` colours and `pairLimit` pairs.
    init(colorCount: Int, pairLimit: Int) {
        self.colorCount = colorCount
        self.pairLimit = min(max(0, pairLimit), Int(Int16.max) + 1)
    }

    /// The pair number for the colours, and its definition when it is new.
    mutating func pair(foreground: Color, background: Color) -> (number: Int16, newDefinition: ColorPairDefinition?) {
        guard colorCount > 0 else { return (0, nil) }
        let key = PairKey(
            foreground: ColorMapping.number(for: foreground, colorCount: colorCount),
            background: ColorMapping.number(for: background, colorCount: colorCount))
        if let known = numbers[key] { return (known, nil) }
        guard nextNumber < pairLimit else { return (0, nil) }
        let number = Int16(nextNumber)
        nextNumber += 1
        numbers[key] = number
        return (number, ColorPairDefinition(number: number, foreground: key.foreground, background: key.background))
    }
}
