import Domain
import Foundation

/// Checks for the fields of a record; each failure names the field.
enum RecordField {
    /// A text that must be present and not blank; returned cleaned (`UntrustedText`) and trimmed.
    static func text(_ value: String?, _ field: String) throws(RecordRejection) -> String {
        guard let value else { throw RecordRejection("missing \(field)") }
        let trimmed = BlankEdges.trimmed(UntrustedText.clean(value))
        guard !trimmed.isEmpty else { throw RecordRejection("empty \(field)") }
        return trimmed
    }

    /// A count that must be present and not negative.
    static func count(_ value: Int?, _ field: String) throws(RecordRejection) -> Int {
        guard let value else { throw RecordRejection("missing \(field)") }
        guard value >= 0 else { throw RecordRejection("negative \(field) \(value)") }
        return value
    }

    /// An age before launch, turned into an absolute date; a negative age is a bad date.
    static func date(
        ageOf value: Int?, _ field: String, unit: TimeInterval, before launch: Date
    ) throws(RecordRejection) -> Date {
        guard let value else { throw RecordRejection("missing \(field)") }
        guard value >= 0 else { throw RecordRejection("bad date: negative \(field) \(value)") }
        return launch.addingTimeInterval(-Double(value) * unit)
    }

    /// A web address that must use http or https and name a host.
    static func webURL(_ value: String?, _ field: String) throws(RecordRejection) -> URL {
        let text = try self.text(value, field)
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
              scheme == "http" || scheme == "https", url.host?.isEmpty == false
        else { throw RecordRejection("invalid \(field) '\(text)': needs an http or https address") }
        return url
    }

    /// A value that must be one of an enumeration's raw values.
    static func choice<Choice: RawRepresentable>(
        _ value: String?, _ field: String, as type: Choice.Type, label: String
    ) throws(RecordRejection) -> Choice where Choice.RawValue == String {
        let text = try self.text(value, field)
        guard let choice = Choice(rawValue: text) else { throw RecordRejection("unknown \(label) '\(text)'") }
        return choice
    }
}
