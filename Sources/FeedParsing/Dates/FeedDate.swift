import Foundation

extension Date {
    /// Reads a date as feeds write it: RFC 822 (RSS `pubDate`, with the variants found in the
    /// wild) or RFC 3339 / ISO 8601 / W3C-DTF (Atom, `dc:date`, JSON Feed). A date without a zone
    /// is taken as UTC. Nil when the text is not a date this can read: the caller keeps the item
    /// and uses the time it first saw it.
    public init?(feedDate text: String) {
        var cursor = DateText(text)
        cursor.skipSpaces()
        guard let first = cursor.next else { return nil }
        var iso = cursor
        let isDigit = first >= 0x30 && first <= 0x39
        let time = (isDigit ? DateText.iso8601(&iso) : nil) ?? DateText.rfc822(&cursor)
        guard let date = time?.date else { return nil }
        self = date
    }
}
