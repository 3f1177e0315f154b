/// Markup whose meaning a plain line would lose: raised and lowered text (`<sup>`, `<sub>`),
/// ruby readings (`<rt>`) and word-break hints (`<wbr>`).
extension HTMLRenderer {
    /// `<wbr>`: a zero-width space, where the app may wrap a long word (U+200B).
    mutating func writeWordBreak() {
        guard !atLineStart, pendingSpace.isEmpty else { return }
        writeContent("\u{200B}".utf8)
    }

    mutating func openScript(superscript: Bool) {
        guard scripts.count < Self.maximumOpenContainers else { return }
        scripts.append((superscript, output.count))
    }

    /// Rewrites the text of the `<sup>` or `<sub>` that ends: in superscript or subscript
    /// characters when each has one (3×10⁸, CO₂), else as `^(…)` or `_(…)`, so that 2¹⁰ never
    /// reads 210.
    mutating func closeScript() {
        guard let (superscript, start) = scripts.popLast(), start < output.count else { return }
        let written = output[start...]
        let textStart = written.firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\n") } ?? output.count
        guard textStart < output.count else { return }
        let text = String(decoding: output[textStart...], as: UTF8.self)
        let table = superscript ? Self.superscripts : Self.subscripts
        let mapped = text.unicodeScalars.map { table[$0] }
        let shown = mapped.allSatisfy({ $0 != nil })
            ? String(String.UnicodeScalarView(mapped.compactMap { $0 }))
            : (superscript ? "^(" : "_(") + text + ")"
        output.replaceSubrange(textStart..., with: Array(shown.utf8))
    }

    /// `<rt>`: its reading follows the base in parentheses, "東京(とうきょう)", which `<rp>`
    /// gives where the page has it; without, the renderer writes them.
    mutating func openRubyText() {
        closeRubyText()
        guard output.last != UInt8(ascii: "("), !output.ends(with: Array("（".utf8)) else { return }
        writeContent("(".utf8)
        rubyTextOpen = true
    }

    /// Ends an `<rt>` (at `</rt>`, or `</ruby>` for one left open) with the ")" it owes.
    mutating func closeRubyText() {
        guard rubyTextOpen else { return }
        rubyTextOpen = false
        writeContent(")".utf8)
    }

    private static let superscripts = table("0123456789+-−=()", "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁻⁼⁽⁾")
    private static let subscripts = table("0123456789+-−=()", "₀₁₂₃₄₅₆₇₈₉₊₋₋₌₍₎")

    private static func table(_ from: String, _ to: String) -> [Unicode.Scalar: Unicode.Scalar] {
        Dictionary(uniqueKeysWithValues: zip(from.unicodeScalars, to.unicodeScalars))
    }
}

extension Array where Element == UInt8 {
    /// True when the bytes end with `suffix`.
    fileprivate func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && self[(count - suffix.count)...].elementsEqual(suffix)
    }
}
