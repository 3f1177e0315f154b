import TerminalUI

/// Maps buffer colours to curses colour numbers for a terminal with a given number of colours.
enum ColorMapping {
    /// The curses colour number: -1 for the default colour (`use_default_colors`), the index
    /// itself when the terminal has it, else the nearest of the 8 basic colours.
    static func number(for color: Color, colorCount: Int) -> Int16 {
        switch color {
        case .default: return -1
        case .basic(let n): return Int16(n & 7)
        case .indexed(let n):
            if Int(n) < colorCount { return Int16(n) }
            if n < 16 { return Int16(n & 7) }
            return Int16(nearestBasic(to: rgb(ofIndexed: n)))
        }
    }

    /// The xterm palette value of an indexed colour from 16 up (colour cube and greys).
    static func rgb(ofIndexed n: UInt8) -> (r: Int, g: Int, b: Int) {
        if n >= 232 {
            let level = 8 + 10 * Int(n - 232)
            return (level, level, level)
        }
        let cube = Int(n) - 16
        let level = { (v: Int) in v == 0 ? 0 : 55 + 40 * v }
        return (level(cube / 36), level(cube / 6 % 6), level(cube % 6))
    }

    /// The xterm values of the 8 basic colours.
    static let basicPalette: [(r: Int, g: Int, b: Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
        (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
    ]

    /// The index (0–7) of the basic colour closest to an RGB value.
    static func nearestBasic(to rgb: (r: Int, g: Int, b: Int)) -> Int {
        let distances = basicPalette.map { c in
            (c.r - rgb.r) * (c.r - rgb.r) + (c.g - rgb.g) * (c.g - rgb.g) + (c.b - rgb.b) * (c.b - rgb.b)
        }
        return distances.indices.min { distances[$0] < distances[$1] } ?? 0
    }
}
