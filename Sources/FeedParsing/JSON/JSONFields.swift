import Foundation

/// Values of a JSONSerialization object as text, forgiving of what feeds put there.
enum JSONFields {
    /// A string as written (trimmed), a number as its digits, anything else empty.
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
}
