import Foundation

/// The rule for a host's labels: a label whose letters are of more than one script is shown in
/// punycode (`xn--…`), lower-cased and composed first as IDNA does, so that it reads as what the
/// browser shows; a label wholly in one script (`яндекс.рф`, `例え.jp`, `münchen.de`) stays as
/// written. The scripts told apart are `LetterScript`'s; digits, `-` and marks belong to none.
/// This catches `аpple.com` with a Cyrillic `а`; a label wholly in a script of look-alikes
/// (`аррӏе`, all Cyrillic) stays, as the rule is meant to be simple.
enum HostLabel {
    static func shown(_ label: Substring) -> String {
        guard mixesScripts(label) else { return String(label) }
        let folded = label.lowercased().precomposedStringWithCanonicalMapping
        return Punycode.encode(folded).map { "xn--" + $0 } ?? String(label)
    }

    static func mixesScripts(_ label: Substring) -> Bool {
        guard !label.utf8.allSatisfy({ $0 < 0x80 }) else { return false }
        var first: LetterScript?
        for scalar in label.unicodeScalars {
            guard let script = LetterScript(scalar) else { continue }
            if first == nil { first = script } else if script != first { return true }
        }
        return false
    }

    /// The full stops IDNA reads as dots between labels: `.`, `。`, `．`, `｡`; a host shown with a
    /// label in punycode has `.` between all of them, as the browser's has.
    static func isDot(_ character: Character) -> Bool {
        character == "." || character == "\u{3002}" || character == "\u{FF0E}" || character == "\u{FF61}"
    }
}
