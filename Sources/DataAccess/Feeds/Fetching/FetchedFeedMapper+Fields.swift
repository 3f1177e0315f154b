import Domain
import Foundation

extension FetchedFeedMapper {
    /// From year 1 to year 9999: what a feed date can say; past these it is no date the helper made.
    static let dateRange = Date(timeIntervalSince1970: -62_135_596_800)..<Date(timeIntervalSince1970: 253_402_300_800)

    static func validators(_ unchecked: FeedValidators) -> FeedValidators {
        FeedValidators(etag: headerValue(unchecked.etag), lastModified: headerValue(unchecked.lastModified))
    }

    /// A reason from the helper as one sentence on one line, never empty.
    static func sentence(_ reason: String) -> String {
        let text = line(reason)
        return text.isEmpty ? "the network helper gave no reason" : text
    }

    /// A date the reply may carry, or nil when it is out of range: an item's date then counts as
    /// none, as one the helper could not read, and its feed still loads.
    static func date(_ date: Date?) -> Date? {
        date.flatMap { dateRange.contains($0) ? $0 : nil }
    }

    /// Cleaned, its line breaks and tabs as spaces, trimmed.
    static func line(_ text: String) -> String {
        let clean = UntrustedText.clean(text)
        guard clean.contains(where: { $0 == "\n" || $0 == "\t" }) else { return BlankEdges.trimmed(clean) }
        return BlankEdges.trimmed(clean.split(whereSeparator: { $0 == "\n" || $0 == "\t" }).joined(separator: " "))
    }

    /// A validator goes back to the server as a header: one with a control character (a header
    /// injection) or none at all is dropped.
    private static func headerValue(_ value: String?) -> String? {
        guard let value, !value.isEmpty, !value.unicodeScalars.contains(where: UntrustedText.isControlOrBidi) else {
            return nil
        }
        return value
    }
}
