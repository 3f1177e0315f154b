import Foundation
import Testing
import FeedParsing

@Suite struct FeedDateTests {
    /// 2006-01-02T15:04:05Z, Go's reference time, which the feed corpus uses too.
    static let reference = Date(timeIntervalSince1970: 1_136_214_245)

    @Test(arguments: [
        "Mon, 02 Jan 2006 15:04:05 GMT",
        "Mon, 02 Jan 2006 15:04:05 +0000",
        "Mon, 02 Jan 2006 15:04:05 Z",
        "Mon, 02 Jan 2006 15:04:05 UT",
        "Mon, 2 Jan 2006 15:04:05 UTC",
        "Mon 02 Jan 2006 15:04:05 GMT",
        "02 Jan 2006 15:04:05 GMT",
        "Mon, 02 Jan 06 15:04:05 GMT",
        "Mon, 02 Jan 2006 08:04:05 -0700",
        "Mon, 02 Jan 2006 08:04:05 -07:00",
        "Mon, 02 Jan 2006 08:04:05 PDT",
        "Mon, 02 Jan 2006 07:04:05 PST",
        "Mon, 02 Jan 2006 10:04:05 EST",
        "Mon, 02 Jan 2006 08:04:05 -0700 (PDT)",
        "Monday, 02 January 2006 15:04:05 GMT",
        "mon, 02 jan 2006 15:04:05 gmt",
        "02-Jan-2006 15:04:05 GMT",
        "Mon Jan  2 15:04:05 2006",
        "Jan 2 2006 15:04:05 GMT",
        "Mon, 02 Jan 2006 15:04:05 GMT+0000",
        "  Mon, 02 Jan 2006 15:04:05 GMT  \n",
        "2006-01-02T15:04:05Z",
        "2006-01-02t15:04:05z",
        "2006-01-02T15:04:05+00:00",
        "2006-01-02T08:04:05-07:00",
        "2006-01-02T08:04:05-0700",
        "2006-01-02T17:04:05+02",
        "2006-01-02 15:04:05",
        "2006-01-02 15:04:05 UTC",
        "2006-01-02T15:04:05",
    ])
    func readsTheReferenceTime(_ text: String) {
        #expect(Date(feedDate: text) == Self.reference, "\(text)")
    }

    @Test func missingSecondsAreZero() {
        #expect(Date(feedDate: "Mon, 02 Jan 2006 15:04 GMT") == Self.reference.addingTimeInterval(-5))
        #expect(Date(feedDate: "2006-01-02T15:04Z") == Self.reference.addingTimeInterval(-5))
    }

    @Test func fractionsAreKept() throws {
        let date = try #require(Date(feedDate: "2006-01-02T15:04:05.25Z"))
        #expect(date.timeIntervalSince(Self.reference) == 0.25)
        #expect(Date(feedDate: "2006-01-02T15:04:05,5+00:00") == Self.reference.addingTimeInterval(0.5))
        #expect(Date(feedDate: "2006-01-02T15:04:05.123456789123Z") != nil)
        let longFraction = "2006-01-02T15:04:05.5" + String(repeating: "9", count: 40) + "Z"
        let long = try #require(Date(feedDate: longFraction))
        #expect(abs(long.timeIntervalSince(Self.reference) - 0.599_999_999) < 1e-6)
    }

    @Test func w3cDatesWithoutADayOrMonthStartAtMidnightUTC() {
        #expect(Date(feedDate: "2006-01-02") == Date(timeIntervalSince1970: 1_136_160_000))
        #expect(Date(feedDate: "2006-01") == Date(timeIntervalSince1970: 1_136_073_600))
        #expect(Date(feedDate: "2006") == Date(timeIntervalSince1970: 1_136_073_600))
    }

    @Test func twoDigitYearsFollowRFC2822() {
        #expect(Date(feedDate: "02 Jan 49 00:00 GMT") == Date(feedDate: "2049-01-02"))
        #expect(Date(feedDate: "02 Jan 50 00:00 GMT") == Date(feedDate: "1950-01-02"))
    }

    @Test func militaryZonesReadAsUTC() {
        #expect(Date(feedDate: "Mon, 02 Jan 2006 15:04:05 A") == Self.reference)
    }

    @Test(arguments: [
        "", "   ", "yesterday", "Mon, 32 Jan 2006 15:04:05 GMT", "Mon, 29 Feb 2006 00:00:00 GMT",
        "2006-13-01", "2006-02-30", "2006-01-02T25:00:00Z", "2006-01-02T15:61:00Z",
        "Mon, 02 Foo 2006 15:04:05 GMT", "Mon, 02 Jan 2006 15:04:05 XYZ", "2006-01-02T15:04:05Z trailing",
        "Mon, 02 Jan 2006 15:04:05 +2500", "Mon, 02 Jan 2006 15:04:05 (unclosed", "Junk, 02 Jan 2006 15:04 GMT",
        "2006-1-2", "\u{1B}[2J2006-01-02", "２００６-01-02",
    ])
    func refusesWhatIsNotADate(_ text: String) {
        #expect(Date(feedDate: text) == nil, "\(text)")
    }

    /// Year 0000 (a "no date" some sites write) and instants that a zone moves out of the years
    /// 1–9999 are no dates; the ends of that range are.
    @Test func yearsOutsideOneTo9999AreNoDate() {
        #expect(Date(feedDate: "Sat, 01 Jan 0000 00:00:00 GMT") == nil)
        #expect(Date(feedDate: "0000-01-01T00:00:00Z") == nil)
        #expect(Date(feedDate: "0001-01-01T00:30:00+01:00") == nil)
        #expect(Date(feedDate: "9999-12-31T23:30:00-01:00") == nil)
        #expect(Date(feedDate: "0001-01-01T00:00:00Z") == Date(timeIntervalSince1970: -62_135_596_800))
        #expect(Date(feedDate: "Fri, 31 Dec 9999 23:59:59 GMT") == Date(timeIntervalSince1970: 253_402_300_799))
    }

    @Test func leapDaysAndCenturies() {
        #expect(Date(feedDate: "2000-02-29") == Date(timeIntervalSince1970: 951_782_400))
        #expect(Date(feedDate: "1900-02-29") == nil)
        #expect(Date(feedDate: "1969-12-31T23:59:59Z") == Date(timeIntervalSince1970: -1))
    }
}
