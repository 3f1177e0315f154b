import DataAccess
import Domain
import Foundation
import Testing

extension NewsEndToEndTests {
    /// A date before 1900 is shown at the zone's standard offset, not at the local mean time the
    /// time zone data gives it (New York's -4:56:02 made year 1 "0000-12-31 19:03"); later
    /// dates keep the zone's rules, summer time included.
    @Test(arguments: [
        ("America/New_York", ["0000-12-31 19:00", "1899-12-31 18:59", "2020-07-01 08:00"]),
        ("Asia/Tokyo", ["0001-01-01 09:00", "1900-01-01 08:59", "2020-07-01 21:00"]),
        ("UTC", ["0001-01-01 00:00", "1899-12-31 23:59", "2020-07-01 12:00"]),
    ])
    func oldDatesAreAtTheZonesStandardOffset(zone: String, dates: [String]) async throws {
        let cache = SQLiteFeedCache(database: try AppDatabase(folder: data.url))
        // Year 1, the last minute of 1899, a summer noon of 2020.
        let items = [-62_135_596_800.0, -2_208_988_860, 1_593_604_800].enumerated().map { index, published in
            var item = FetchedItem()
            (item.guid, item.title) = ("\(index)", "Old \(index)")
            item.published = Date(timeIntervalSince1970: published)
            return item
        }
        try await cache.store(FetchedFeed(title: "Past", siteLink: "", items: items), feed: Self.feed,
                              validators: FeedValidators(), at: Date(timeIntervalSince1970: 0))
        let news = try CommandRun(["news"], environment: [
            "XDG_CONFIG_HOME": config.url.path, "AICHATS_DATA_DIR": data.url.path, "TZ": zone,
        ])
        #expect(news.status == 0, "\(news.errors)")
        let lines = news.output.split(separator: "\n").map(String.init)
        for (index, date) in dates.enumerated() {
            #expect(lines.contains("N  \(date)  A: Old \(index)"), "\(lines)")
        }
    }
}
