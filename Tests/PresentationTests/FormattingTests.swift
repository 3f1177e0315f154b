import Foundation
import Presentation
import Testing
@testable import Domain

@Suite("Formatting and selection")
struct FormattingTests {
    static let now = Date(timeIntervalSince1970: 1_773_478_800)
    static let minute: TimeInterval = 60
    static let hour: TimeInterval = 3600
    static let day: TimeInterval = 86_400

    static let relativeCases: [(TimeInterval, String)] = [
        (0, "just now"),
        (59, "just now"),
        (-4 * minute, "just now"),
        (-6 * minute, "in 6 min"),
        (-3 * hour, "in 3 h"),
        (-(74 * 365 + 18) * day, "in 74 y"),
        (minute, "1 min ago"),
        (59 * minute + 59, "59 min ago"),
        (hour, "1 h ago"),
        (23 * hour + 59 * minute, "23 h ago"),
        (day, "1 d ago"),
        (29 * day, "29 d ago"),
        (30 * day, "1 mo ago"),
        (364 * day, "12 mo ago"),
        (365 * day, "1 y ago"),
        (3 * 365 * day + day, "3 y ago"),
        // By the calendar, not 365-day years: 2023-03-14 to 2026-03-14 holds 29 February 2024.
        (3 * 365 * day, "2 y ago"),
        (366 * day + 2 * hour, "1 y ago"),
        (-(3 * 365 + 1) * day + hour, "in 2 y"),
        (now.timeIntervalSince1970 + 62_135_596_800, "2025 y ago"),
        (now.timeIntervalSince1970 - 253_402_214_400, "in 7973 y"),
    ]

    @Test("relative time", arguments: relativeCases)
    func relativeTime(age: TimeInterval, expected: String) {
        #expect(RelativeTime(now: Self.now).string(for: Self.now.addingTimeInterval(-age)) == expected)
    }

    @Test func clockTimeUsesTheGivenTimeZone() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        #expect(RelativeTime.clock(Self.now, timeZone: utc) == "09:00")
        #expect(RelativeTime.clock(Self.now.addingTimeInterval(5 * Self.minute), timeZone: tokyo) == "18:05")
    }

    /// Today's messages show the time; older ones the day too, the year when it is another.
    @Test func messageTimesNameTheDayWhenItIsNotToday() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        func label(_ age: TimeInterval, _ zone: TimeZone = utc) -> String {
            MessageTime.label(Self.now.addingTimeInterval(-age), now: Self.now, timeZone: zone)
        }
        #expect(label(9 * Self.hour) == "00:00")
        #expect(label(9 * Self.hour + Self.minute) == "yesterday 23:59")
        #expect(label(33 * Self.hour) == "yesterday 00:00")
        #expect(label(33 * Self.hour + Self.minute) == "12 Mar 23:59")
        #expect(label(200 * Self.day) == "26 Aug 2025 09:00")
        #expect(label(-2 * Self.day) == "16 Mar 09:00", "a date ahead (another machine's clock) is named too")
        // 09:00 UTC is 18:00 in Tokyo: 8 hours earlier is still the same day there, 19 hours not.
        #expect(label(8 * Self.hour, tokyo) == "10:00")
        #expect(label(19 * Self.hour, tokyo) == "yesterday 23:00")
        #expect(MessageTime.dayEnd(of: Self.now, timeZone: tokyo) == Self.now.addingTimeInterval(6 * Self.hour))
    }

    /// A chat's start: its age within a day, else its day, so chats begun weeks apart differ.
    @Test func aChatsStartIsItsAgeWithinADayElseItsDay() {
        let time = RelativeTime(now: Self.now)
        #expect(time.started(Self.now.addingTimeInterval(-3 * Self.hour)) == "3 h ago")
        #expect(time.started(Self.now.addingTimeInterval(-Self.day)) == "yesterday")
        #expect(time.started(Self.now.addingTimeInterval(-40 * Self.day)) == "2 Feb")
        #expect(time.started(Self.now.addingTimeInterval(-47 * Self.day)) == "26 Jan")
        #expect(time.started(Self.now.addingTimeInterval(-400 * Self.day)) == "7 Feb 2025")
    }

    @Test("compact count", arguments: [
        (0, "0"),
        (950, "950"),
        (999, "999"),
        (1_000, "1.0k"),
        (1_234, "1.2k"),
        (9_120, "9.1k"),
        (34_000, "34k"),
        (34_999, "34k"),
        (999_999, "999k"),
        (1_000_000, "1.0M"),
        (1_500_000, "1.5M"),
    ])
    func compactCount(value: Int, expected: String) {
        #expect(CompactCount.string(value) == expected)
    }

    @Test func selectionClampsIntoRange() {
        var selection = Selection(count: 3, index: 10)
        #expect(selection.selected == 2)
        selection.move(by: -5)
        #expect(selection.selected == 0)
        selection.move(by: 1)
        #expect(selection.selected == 1)
        selection.select(Int.max)
        #expect(selection.selected == 2)
        selection.resize(to: 2)
        #expect(selection.selected == 1)
        selection.resize(to: 0)
        #expect(selection.selected == nil)
        selection.resize(to: 4)
        #expect(selection.selected == 0)
    }

    @Test func anEmptySelectionSelectsNothing() {
        #expect(Selection().selected == nil)
        #expect(Selection(count: -2, index: 1).count == 0)
        var empty = Selection(count: 0)
        empty.move(by: 3)
        #expect(empty.selected == nil)
        #expect(empty.index == 0)
    }

    @Test func itemRowsForAvatarsHeadlinesAndCategories() {
        let avatar = Avatar(
            id: "a", name: "Zorp", character: .alien, action: "humming", location: "in orbit", author: "x",
            createdAt: Self.now, popularity: 1_500_000)
        #expect(ItemRow.avatar(avatar) == ItemRow(title: "Zorp", subtitle: "An alien that is humming in orbit", trailing: "♥ 1.5M"))

        let article = NewsArticle(
            id: "n", title: "Headline", summary: "s", paragraphs: [], source: "Wire", author: "y",
            url: URL(fileURLWithPath: "/"), category: .world, publishedAt: Self.now.addingTimeInterval(-2 * Self.hour),
            isPremium: true)
        let time = RelativeTime(now: Self.now)
        #expect(ItemRow.headline(Headline(article: article), time: time)
            == ItemRow(title: "Headline", subtitle: "Wire", trailing: "2 h ago", badges: [.hot, .premium]))
        let dayLater = RelativeTime(now: Self.now.addingTimeInterval(22 * Self.hour))
        #expect(ItemRow.headline(Headline(article: article), time: dayLater).badges == [.premium],
                "HOT as of the time the ages count from: a day old, it is no longer hot")

        // The latest news of the feeds: HOT within a day, by the row, as of the time its age counts from.
        let rows = [Self.hour, 2 * Self.day].map { age in
            let item = FeedItem(id: 1, feed: "https://a.example.org/feed", title: "T", firstSeen: Self.now.addingTimeInterval(-age))
            return ItemRow.feedHeadline(FeedHeadline(item: item, feedTitle: "A", isPremium: true), time: time)
        }
        #expect(rows.map(\.badges) == [[.unread, .hot, .premium], [.unread, .premium]])

        #expect(ItemRow.category(CategorySummary(kind: .news(.sports), count: 5))
            == ItemRow(title: "Sports", subtitle: "news", trailing: "5"))
        #expect(ItemRow.category(CategorySummary(kind: .avatars(.dog), count: 0))
            == ItemRow(title: "Dogs", subtitle: "avatars", trailing: "0"))
    }

    /// A feed tag counts "unread/total" whether or not anything is unread: a bare "2" beside
    /// "56/60" would read as two unread, in the column where an avatar kind's size stands.
    @Test func aFeedTagCountsUnreadOverTotalAlways() {
        var tech = ItemRow(title: "tech", subtitle: "news", trailing: "56/60", badges: [.unread])
        tech.keepsUnreadColumn = true
        #expect(ItemRow.category(CategorySummary(kind: .feedTag("tech"), count: 60, unread: 56)) == tech)
        var esc = ItemRow(title: "esc", subtitle: "news", trailing: "0/2", isSeen: true)
        esc.keepsUnreadColumn = true
        #expect(ItemRow.category(CategorySummary(kind: .feedTag("esc"), count: 2, unread: 0)) == esc,
                "all read: dimmed, as on Feeds, and lined up with the marked ones")
        #expect(ItemRow.category(CategorySummary(kind: .feedTag("new"), count: 0, unread: 0)).trailing == "0/0")
    }

    /// A tag whose every feed failed is marked as Feeds marks a failed feed: the mark in the
    /// unread dot's place, not dimmed, its counts kept.
    @Test func aFeedTagWhoseFeedsFailedIsMarkedFailed() {
        var broken = ItemRow(title: "broken", subtitle: "news", trailing: "0/0", badges: [.failed])
        broken.keepsUnreadColumn = true
        #expect(ItemRow.category(CategorySummary(kind: .feedTag("broken"), count: 0, unread: 0, isFailed: true)) == broken)
        #expect(ItemRow.category(CategorySummary(kind: .feedTag("old"), count: 2, unread: 1, isFailed: true)).badges == [.failed])
    }
}
