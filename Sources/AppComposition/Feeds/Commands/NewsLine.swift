import Domain
import Foundation
import Presentation

/// One item of `aichats news` as a line.
enum NewsLine {
    /// A JSON object with exactly these keys, in this order: id, feed, feed_title, title, link,
    /// published (RFC 3339 UTC, or null), author, summary (plain text), read, bookmarked. The link
    /// is as written, with no shown form beside it: a program opens or stores the link, and one
    /// that shows it to a person shows it as it sees fit, as a browser does; a second address
    /// would be one that, opened in its place, goes elsewhere (`***@` has lost the login).
    static func json(_ item: FeedItem, feedTitle: String) -> String {
        let published = item.published.map { JSONText.string(RFC3339.string($0)) } ?? "null"
        return "{\"id\":\(item.id),\"feed\":\(JSONText.string(FeedAddress.masked(item.feed))),\"feed_title\":\(JSONText.string(feedTitle)),"
            + "\"title\":\(JSONText.string(item.title)),\"link\":\(JSONText.string(item.link)),\"published\":\(published),"
            + "\"author\":\(JSONText.string(item.author)),\"summary\":\(JSONText.string(item.summaryText)),"
            + "\"read\":\(item.isRead),\"bookmarked\":\(item.isBookmarked)}"
    }

    /// "N* 2024-05-01 08:30  Feed: Title  <link>": N marks an unread item, * a bookmarked one;
    /// the link as the app shows it (`LinkDisplay`: a user part as `***`, a host mixing scripts
    /// in punycode);
    /// the date is the published date in local time, `undated` for an item without one (the
    /// JSON's null: the time it was first seen is no date the feed gave); the title is the one the
    /// app shows (`FeedItem.shownTitle`; the JSON's is the feed's own, empty when it gave none).
    /// Tabs and line breaks become spaces.
    static func text(_ item: FeedItem, feedTitle: String) -> String {
        let marks = (item.isRead ? " " : "N") + (item.isBookmarked ? "*" : " ")
        let feed = oneLine(feedTitle.isEmpty ? FeedAddress.masked(item.feed) : feedTitle)
        let link = item.link.isEmpty ? "" : "  <\(oneLine(LinkDisplay.shown(item.link)))>"
        let title = oneLine(item.shownTitle)
        let date = item.published.map(localMinute) ?? undated
        return "\(marks) \(date)  \(feed): \(title)\(link)"
    }

    /// Where an undated item's date goes, as wide as a date, so that the titles stay in line.
    static let undated = "(no date)       "

    /// Text already cleaned by the cache, on one line.
    static func oneLine(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x09 }) else { return text }
        return text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\t", with: " ")
    }

    /// "2024-05-01 08:30" in the local time zone (`TZ`). A date before 1900 is at the zone's
    /// standard offset of today: for such dates the time zone data gives the local mean time of
    /// the zone's city (New York -4:56:02), which no clock showed.
    static func localMinute(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down)), parts = tm()
        let offset = seconds < firstZonedSecond ? standardOffset() : nil
        seconds += offset ?? 0
        let converted = offset == nil ? localtime_r(&seconds, &parts) : gmtime_r(&seconds, &parts)
        guard converted != nil else { return String(RFC3339.string(date).prefix(16)) }
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        // Four digits, as RFC 3339 writes a year, so that year 1 stays in line: "0001-01-01".
        let year = String(parts.tm_year + 1900)
        let day = "\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))"
        return String(repeating: "0", count: max(0, 4 - year.count)) + year + "-\(day) \(two(parts.tm_hour)):\(two(parts.tm_min))"
    }

    /// 1900-01-01 00:00 UTC.
    static let firstZonedSecond: time_t = -2_208_988_800

    /// The local zone's offset from UTC outside daylight saving time, in seconds east: of now
    /// or of half a year from now, whichever is standard time.
    static func standardOffset() -> time_t? {
        let now = time_t(Date().timeIntervalSince1970)
        for instant in [now, now + 183 * 86_400] {
            var seconds = instant, parts = tm()
            if localtime_r(&seconds, &parts) != nil, parts.tm_isdst == 0 { return time_t(parts.tm_gmtoff) }
        }
        return nil
    }
}
