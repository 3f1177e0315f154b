import Foundation

struct FieldDifferences {
    private var found: [String] = []

    var summary: String? {
        found.isEmpty ? nil : found.joined(separator: "; ")
    }

    mutating func compare(_ field: String, _ actual: String, _ expected: String?) {
        let wanted = expected ?? ""
        if actual != wanted {
            found.append("\(field) \(actual.debugDescription), expected \(wanted.debugDescription)")
        }
    }

    /// Instants must be equal exactly, not within a tolerance.
    mutating func compare(_ field: String, _ actual: Date?, _ expected: String?) {
        let wanted = expected.flatMap(RFC3339UTC.date)
        if expected != nil, wanted == nil {
            found.append("\(field): the expected \(expected ?? "") is not RFC 3339")
        } else if actual != wanted {
            let shown = actual.map { "\($0.timeIntervalSince1970)" } ?? "nil"
            let wantedShown = wanted.map { "\($0.timeIntervalSince1970)" } ?? "nil"
            found.append("\(field) \(shown), expected \(wantedShown)")
        }
    }
}
