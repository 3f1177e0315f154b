extension InlineScanner {
    /// The named references models write (`&amp;` in "R&amp;D"); CommonMark knows all of HTML's,
    /// these are the ones replies use.
    private static let named: [String: Character] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "copy": "©", "mdash": "—",
        "ndash": "–", "hellip": "…",
    ]

    /// The character an entity reference at `index` stands for (`&amp;`, `&#39;`, `&#x1F600;`)
    /// and where the text goes on; nil when there is none, and the `&` shows as written.
    func entity(at index: Int, end: Int) -> (character: Character, next: Int)? {
        guard let semicolon = characters[(index + 1)..<min(end, index + 34)].firstIndex(of: ";") else { return nil }
        let name = String(characters[(index + 1)..<semicolon])
        let next = semicolon + 1
        if let known = Self.named[name] { return (known, next) }
        guard name.first == "#" else { return nil }
        let digits = name.dropFirst()
        let hex = digits.first == "x" || digits.first == "X"
        guard let value = UInt32(hex ? digits.dropFirst() : digits, radix: hex ? 16 : 10), value > 0,
              let scalar = Unicode.Scalar(value)
        else { return nil }
        return (Character(scalar), next)
    }
}
