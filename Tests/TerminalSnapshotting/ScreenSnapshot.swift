import TerminalUI

/// A screen buffer written as readable text, for snapshot files and failure messages.
///
/// The text layer shows each row between `│` borders, continuation cells skipped so wide
/// characters line up in an editor and trailing spaces stay visible. The style layer repeats
/// the grid with one letter per cell naming its style (space for the plain style), followed
/// by a legend and the cursor position, if any.
public enum ScreenSnapshot {
    /// The full text: the screen, the style layer, the legend and the cursor.
    public static func render(_ buffer: ScreenBuffer) -> String {
        let width = buffer.size.width
        let top = "┌" + String(repeating: "─", count: width) + "┐"
        let bottom = "└" + String(repeating: "─", count: width) + "┘"
        var lines = ["screen \(width)×\(buffer.size.height)", top]
        lines += buffer.textLines().map { "│" + $0 + "│" }
        lines.append(bottom)
        var legend = StyleLegend()
        lines.append("styles")
        lines.append(top)
        for y in 0..<buffer.size.height {
            let letters = (0..<width).map { x in
                legend.letter(for: buffer[x, y].isContinuation && x > 0 ? buffer[x - 1, y].style : buffer[x, y].style)
            }
            lines.append("│" + String(letters) + "│")
        }
        lines.append(bottom)
        lines += legend.descriptions
        if let cursor = buffer.cursor { lines.append("cursor: x=\(cursor.x) y=\(cursor.y)") }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Letters for the styles of a buffer, in order of first appearance.
struct StyleLegend {
    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    private var styles: [Style] = []

    /// The letter naming a style: a space for the plain style, `?` past the 62nd style.
    mutating func letter(for style: Style) -> Character {
        if style == .plain { return " " }
        let index = styles.firstIndex(of: style) ?? { styles.append(style); return styles.count - 1 }()
        return index < Self.alphabet.count ? Self.alphabet[index] : "?"
    }

    /// One line per style: "a: fg=indexed(81) bold".
    var descriptions: [String] {
        styles.enumerated().map { index, style in
            let letter = index < Self.alphabet.count ? Self.alphabet[index] : "?"
            return "\(letter): \(StyleLegend.describe(style))"
        }
    }

    static func describe(_ style: Style) -> String {
        var parts: [String] = []
        if style.fg != .default { parts.append("fg=\(describe(style.fg))") }
        if style.bg != .default { parts.append("bg=\(describe(style.bg))") }
        if style.bold { parts.append("bold") }
        if style.dim { parts.append("dim") }
        if style.reverse { parts.append("reverse") }
        if style.underline { parts.append("underline") }
        return parts.isEmpty ? "plain" : parts.joined(separator: " ")
    }

    static func describe(_ color: Color) -> String {
        switch color {
        case .default: "default"
        case .basic(let n): "basic(\(n))"
        case .indexed(let n): "indexed(\(n))"
        }
    }
}
