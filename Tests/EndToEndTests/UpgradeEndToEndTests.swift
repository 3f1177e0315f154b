@testable import DataAccess
import Foundation
import GRDB
import TestSupport
import Testing

/// Opening an older aichats's data folder updates its database for good (the older aichats
/// refuses it then): the app and the commands say so once, and keep a copy of the file as it was.
@Suite("An older aichats's database, updated")
struct UpgradeEndToEndTests {
    static let copyName = "aichats-format-8-backup.sqlite"

    private var notice: String {
        "aichats.sqlite was updated to data format \(AppDatabase.dataFormat), which older aichats cannot open; "
            + "the previous file is kept as \(Self.copyName)"
    }

    @Test func theAppSaysItOnScreenAndInTheLog() async throws {
        let data = try TemporaryFolder.ofDataFormat8()
        let session = try TmuxSession(dataFolder: data.url)
        #expect(try await session.waitFor("is kept as \(Self.copyName)"))
        try await session.quit()
        let log = try data.text("aichats.log")
        #expect(log.contains("updated the database from data format 8 (v8-feed-future-dates) to \(AppDatabase.dataFormat) "), "\(log)")
        #expect(data.exists(Self.copyName))
    }

    /// `aichats news` only prints, but it opens (and so updates) the database: it says so on
    /// stderr, once, and the log keeps the line.
    @Test func aCommandSaysItOnStderrOnce() throws {
        let data = try TemporaryFolder.ofDataFormat8()
        let first = try BinaryRun(["news", "--data-dir", data.url.path])
        #expect(first.status == 0)
        #expect(first.errors == "aichats: \(notice)\n")
        #expect(try data.text("aichats.log").contains("updated the database from data format 8"))
        let second = try BinaryRun(["news", "--data-dir", data.url.path])
        #expect(second.status == 0 && second.errors.isEmpty)
        #expect(try data.listing() == [Self.copyName, "aichats.log", "aichats.sqlite", RunningLock.fileName])
    }
}
