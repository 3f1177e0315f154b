import Foundation

/// Values of a JSONSerialization object as text, forgiving of what feeds put there.
enum JSONFields {
    /// A string as written (trimmed), a number as its digits, anything else empty: for ids and
    /// text, never for links (`link(_:)`).
    static func string(_ value: Any?) -> String {
        switch value {
        case let text as String: text.trimmingCharacters(in: .whitespacesAndNewlines)
        case let number as NSNumber: number.stringValue
        default: ""
        }
    }

    static func firstString(_ values: Any?...) -> String {
        for value in values {
            let text = string(value)
            if !text.isEmpty { return text }
        }
        return ""
    }

    /// A link: a string only, as a number made into one ("42") would be resolved as a path.
    static func link(_ value: Any?) -> String {
        (value as? String)?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    }

    /// What JSONSerialization said was wrong ("invalid value around character 27"), for the
    /// message; a generic phrase when it said nothing.
    static func problem(_ error: any Error) -> String {
        let said = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "")
            .trimmingCharacters(in: CharacterSet(charactersIn: ". "))
        guard let first = said.first else { return "it cannot be read" }
        return first.lowercased() + said.dropFirst()
    }
}
