import DataAccess
import Domain
import Foundation
import TestSupport
import Testing

/// `aichats feeds export`, then `feeds import` of its output into an empty list, as a move to
/// another machine does: the real binaries, and a cache that knows some feeds' own titles.
@Suite("aichats feeds export, then import elsewhere")
struct FeedsOPMLRoundTripEndToEndTests {
    let config: TemporaryFolder, data: TemporaryFolder

    init() throws {
        config = try TemporaryFolder()
        data = try TemporaryFolder(made: false)
        try FileManager.default.createDirectory(at: config.file("aichats"), withIntermediateDirectories: true)
    }

    func feeds(_ arguments: String..., in folder: TemporaryFolder) throws -> CommandRun {
        try CommandRun(["feeds"] + arguments, environment: ["XDG_CONFIG_HOME": folder.url.path, "AICHATS_DATA_DIR": data.url.path])
    }

    /// The title `feed` gave itself, as a refresh stores it.
    func cache(_ title: String, of feed: String) async throws {
        let cache = SQLiteFeedCache(database: try AppDatabase(folder: data.url))
        try await cache.store(FetchedFeed(title: title, siteLink: "https://site.example", items: []), feed: feed,
                              validators: FeedValidators(), at: Date(timeIntervalSince1970: 1_700_000_000))
    }

    /// Fetched feeds without `"~Title"` came back with their title of the day pinned, and a feed
    /// with a login, never fetched, with its masked address as its title for good.
    @Test func theSameUrlsFileComesBack() async throws {
        let list = """
            https://a.org/feed "~Mine"
            https://b.org/feed
            https://c.org/feed "news" "~Named & <co>"
            https://d.org/feed "news"
            http://user:s3cr3t@e.org/feed "x"
            https://t0ken@f.org/feed "~Private"
            https://g.org/feed

            """
        try config.write(list, to: "aichats/urls")
        for feed in ["https://a.org/feed", "https://b.org/feed", "https://c.org/feed", "https://d.org/feed"] {
            try await cache("\(feed)'s own title", of: feed)
        }
        let export = try feeds("export", in: config)
        #expect(export.status == 0 && export.errors.isEmpty)
        #expect(!export.output.contains("***"))
        try config.write(export.output, to: "exported.opml")

        let empty = try TemporaryFolder()
        try FileManager.default.createDirectory(at: empty.file("aichats"), withIntermediateDirectories: true)
        let run = try feeds("import", config.path("exported.opml"), in: empty)
        #expect(run.status == 0 && run.errors.isEmpty)
        #expect(run.output == "Imported 7 feeds; skipped 0 already in the list\n")
        #expect(try empty.text("aichats/urls") == list)
    }
}
