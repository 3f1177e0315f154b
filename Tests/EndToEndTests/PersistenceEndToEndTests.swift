import Foundation
import TestSupport
import Testing

/// The real binary with its database: what persists, and what happens to a bad file.
@Suite("aichats keeps its data", .serialized)
struct PersistenceEndToEndTests {
    @Test func theProfileOutlivesTheProcess() async throws {
        let temporary = try TemporaryFolder(made: false), data = temporary.url
        try await TmuxSession.runOnce(dataFolder: data, signingUp: true)
        let second = try TmuxSession(dataFolder: data)
        #expect(try await second.waitFor("Latest news"), "a saved profile skips Welcome")
        #expect(try !second.screen().contains("Get started"))
        try await second.quit()
    }

    @Test func aFileThatIsNotADatabaseIsLeftAloneWithAClearMessage() async throws {
        let temporary = try TemporaryFolder(), data = temporary.url
        let file = data.appendingPathComponent("aichats.sqlite")
        let bytes = Data("these are my notes, not a database\n".utf8)
        try bytes.write(to: file)

        let run = try BinaryRun(["--data-dir", data.path])

        #expect(run.status == 1)
        #expect(run.errors.contains(file.path))
        #expect(run.errors.contains("not an aichats database"))
        #expect(try Data(contentsOf: file) == bytes, "the file is byte-identical")
        // Nothing else is made there but the log, which says why the app did not start.
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.path).sorted() == ["aichats.log", "aichats.sqlite"])
        let log = try String(contentsOf: data.appendingPathComponent("aichats.log"), encoding: .utf8)
        #expect(log.contains(try Regex("error aichats\\[[0-9]+\\]: could not start:")) && log.contains("not an aichats database"))
    }
}

/// What a guest makes and marks outlives the process too.
@Suite("aichats keeps a guest's avatars and bookmarks", .serialized)
struct GuestDataEndToEndTests {
    @Test func aMadeAvatarABookmarkAndTheGuestChoiceOutliveTheProcess() async throws {
        let temporary = try TemporaryFolder(made: false), data = temporary.url
        try await TmuxSession.runOnce(dataFolder: data) { first in
            #expect(try await first.waitFor("My avatars (0)"))
            try first.send("n")
            #expect(try await first.waitFor("New avatar"))
            try first.fillNewAvatar(name: "小龙 Pixel", doing: "brewing tea")
            try first.send("Tab")
            try first.send("-l", "in a 台北 teahouse")
            try first.send("Enter")
            #expect(try await first.waitFor("My avatars (1)"))
            try first.send("5")
            try first.send("Enter")
            #expect(try await first.waitFor("b bookmark"))
            try first.send("b")
            #expect(try await first.waitFor("★ bookmarked"))
        }
        let second = try TmuxSession(dataFolder: data)
        #expect(try await second.waitFor("My avatars (1)"), "the guest goes straight to Explore")
        #expect(try second.screen().contains("小龙 Pixel"))
        try second.send("3")
        try second.send("End")
        try second.send("Enter")
        #expect(try await second.waitFor("Bookmarks · 1 article"))
        try await second.quit()
    }
}
