import Foundation

/// An sRGB colour, 0–255 a channel.
public struct RGB: Equatable, Sendable, CustomStringConvertible {
    public var red: Int, green: Int, blue: Int

    public init(_ red: Int, _ green: Int, _ blue: Int) {
        (self.red, self.green, self.blue) = (red, green, blue)
    }

    public static let white = RGB(255, 255, 255)
    public static let black = RGB(0, 0, 0)

    public var description: String { String(format: "#%02x%02x%02x", red, green, blue) }

    /// WCAG 2's relative luminance: each channel linearised from sRGB, then weighted.
    public var relativeLuminance: Double {
        func linear(_ channel: Int) -> Double {
            let value = Double(channel) / 255
            return value <= 0.040_45 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2's contrast ratio of two colours, 1 to 21, whichever is lighter.
    public func contrast(with other: RGB) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}

/// xterm's default palette: the 16 basic colours, the 6×6×6 cube and the 24 greys.
public enum XtermPalette {
    /// Colours 0–15 as xterm sets them.
    public static let basic: [RGB] = [
        RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0),
        RGB(0, 0, 238), RGB(205, 0, 205), RGB(0, 205, 205), RGB(229, 229, 229),
        RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0),
        RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
    ]

    /// The colour of an index of the 256-colour palette.
    public static func rgb(_ index: UInt8) -> RGB {
        let n = Int(index)
        if n < 16 { return basic[n] }
        if n >= 232 {
            let level = 8 + 10 * (n - 232)
            return RGB(level, level, level)
        }
        let level = { (step: Int) in step == 0 ? 0 : 55 + 40 * step }
        let cube = n - 16
        return RGB(level(cube / 36), level(cube / 6 % 6), level(cube % 6))
    }
}
