import Foundation
import PropertyBased
import Testing
import FeedParsing

/// Foundation's formatters write random instants in each zone; the feed date parser must read
/// back the same instant.
@Suite struct FeedDatePropertyTests {
    /// 1901-12-14 to 2100-12-31, whole seconds.
    static let instants = Gen.int(in: -2_147_483_648...4_133_980_799)
    /// Zones from −12:00 to +14:00 in quarter hours.
    static let offsets = Gen.int(in: -48...56)

    @Test func rfc3339ReadsBackTheInstant() async {
        await propertyCheck(count: 300, input: Self.instants, Self.offsets) { seconds, quarters in
            let date = Date(timeIntervalSince1970: TimeInterval(seconds))
            let text = Self.format(date, "yyyy-MM-dd'T'HH:mm:ssxxx", offset: quarters * 900)
            #expect(Date(feedDate: text) == date, "\(text)")
        }
    }

    @Test func rfc822ReadsBackTheInstant() async {
        await propertyCheck(count: 300, input: Self.instants, Self.offsets) { seconds, quarters in
            let date = Date(timeIntervalSince1970: TimeInterval(seconds))
            let text = Self.format(date, "EEE, dd MMM yyyy HH:mm:ss xx", offset: quarters * 900)
            #expect(Date(feedDate: text) == date, "\(text)")
        }
    }

    private static func format(_ date: Date, _ pattern: String, offset: Int) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = TimeZone(secondsFromGMT: offset)
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }
}
