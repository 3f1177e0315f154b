@testable import AppComposition
import DataAccess
import Domain
import DomainDoubles
import Foundation
import Logging
import TestSupport
import Testing

@Suite("The log file")
struct LoggingTests {
    @Test func recordsAreLinesWithLevelLabelMessageAndMetadata() throws {
        let folder = try TemporaryFolder(made: false)
        let logger = FileLogHandler.logger(writingTo: LogFile(url: folder.url.appendingPathComponent("aichats.log")))
        logger.info("starting", metadata: ["data": "/tmp/x"])
        logger.warning("bad\u{1B}[31m line\nbreak")
        logger.debug("not written at the default level")
        let lines = try folder.text("aichats.log").split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasSuffix(" info aichats[\(getpid())]: starting data=/tmp/x"))
        #expect(lines[1].hasSuffix(" warning aichats[\(getpid())]: bad␣[31m line␣break"), "no escape or newline reaches the file")
        #expect(lines.allSatisfy { $0.first?.isNumber == true })
    }

    @Test func aLogOverOneMebibyteStartsOverAndKeepsTheOldOne() throws {
        let folder = try TemporaryFolder(made: false)
        let url = folder.url.appendingPathComponent("aichats.log")
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        try Data(repeating: 0x41, count: LogFile.maximumBytes + 1).write(to: url)
        LogFile(url: url).append("fresh")
        #expect(try folder.text("aichats.log") == "fresh\n")
        #expect(try folder.text("aichats.log.1").count == LogFile.maximumBytes + 1)
    }

    /// A session left running for days (a backend that is down, failing auto-refreshes).
    @Test func aLogThatGrowsPastOneMebibyteWhileTheAppRunsStartsOver() throws {
        let folder = try TemporaryFolder()
        let log = LogFile(url: folder.file("aichats.log"))
        let long = String(repeating: "x", count: 1023)
        for _ in 0...(LogFile.maximumBytes / 1024) { log.append(long) }
        log.append("after")
        #expect(try folder.text("aichats.log") == "after\n")
        #expect(try folder.text("aichats.log.1").count == (LogFile.maximumBytes / 1024 + 1) * 1024)
    }

    /// Another aichats that starts moves a full log aside; this one's lines go to the new file,
    /// not into the `.1` that the next move would delete.
    @Test func aLogMovedAsideByAnotherAichatsIsFollowed() throws {
        let folder = try TemporaryFolder()
        let log = LogFile(url: folder.file("aichats.log"))
        log.append("first")
        try FileManager.default.moveItem(at: folder.file("aichats.log"), to: folder.file("aichats.log.1"))
        log.append("second")
        #expect(try folder.text("aichats.log") == "second\n")
        #expect(try folder.text("aichats.log.1") == "first\n")
    }

    @Test func theLogFollowsTheDataFolderWhenOneIsChosenElseXDGState() {
        let home = ["HOME": "/home/ann"]
        #expect(LogFile.location(explicitDataDir: nil, environment: home).path == "/home/ann/.local/state/aichats/aichats.log")
        #expect(LogFile.location(explicitDataDir: nil, environment: home.merging(["XDG_STATE_HOME": "/s"]) { $1 }).path
            == "/s/aichats/aichats.log")
        #expect(LogFile.location(explicitDataDir: "/d", environment: home).path == "/d/aichats.log")
        #expect(LogFile.location(explicitDataDir: nil, environment: home.merging(["AICHATS_DATA_DIR": "/e"]) { $1 }).path
            == "/e/aichats.log")
    }

    @Test func failedRepliesAreLoggedAndPassedOnAndGoodOnesAreNot() async throws {
        let folder = try TemporaryFolder(made: false)
        let logger = FileLogHandler.logger(writingTo: LogFile(url: folder.url.appendingPathComponent("aichats.log")))
        let mochi = try #require(FixtureCatalog.avatars.first { $0.id == "fx-cat-mochi" })
        for failure in [nil, DomainError.unavailable("the server")] {
            let logged = LoggingResponder(base: ScriptedResponder(pieces: ["half a reply"], failure: failure), logger: logger)
            var pieces: [String] = []
            var caught: (any Error)?
            do {
                for try await piece in logged.reply(as: mochi, to: []) { pieces.append(piece) }
            } catch {
                caught = error
            }
            #expect(pieces == ["half a reply"])
            #expect((caught as? DomainError) == failure)
        }
        let lines = try folder.text("aichats.log").split(separator: "\n")
        #expect(lines.count == 1, "only the failure is logged: \(lines)")
        #expect(lines.first?.hasSuffix("warning aichats[\(getpid())]: \(DomainError.unavailable("the server").message) avatar=fx-cat-mochi") == true)
        #expect(logged(OfflinePersonaResponder(seed: 1)).logDescription == "the offline persona responder")
    }

    /// A reply the user stopped is no failure: the error its torn-down stream ends with at the
    /// same moment is not logged; one line says it stopped.
    @Test func aStoppedReplyLogsTheStopNotAFailure() async throws {
        let folder = try TemporaryFolder(made: false)
        let logger = FileLogHandler.logger(writingTo: LogFile(url: folder.url.appendingPathComponent("aichats.log")))
        let mochi = try #require(FixtureCatalog.avatars.first { $0.id == "fx-cat-mochi" })
        let base = FedEventResponder()
        let logged = LoggingResponder(base: base, logger: logger)
        let consumer = Task { for try await _ in logged.reply(to: ReplyRequest(avatar: mochi, history: [])) {} }
        while base.requests == 0 { await Task.yield() }
        try await Task.sleep(for: .milliseconds(50))
        base.fail(DomainError.unavailable("the server"))
        consumer.cancel()
        _ = await consumer.result
        try await Task.sleep(for: .milliseconds(50))
        let lines = ((try? folder.text("aichats.log")) ?? "").split(separator: "\n")
        #expect(lines.count == 1, "no failure line: \(lines)")
        #expect(lines.first?.hasSuffix(" info aichats[\(getpid())]: reply stopped before its end avatar=fx-cat-mochi") == true, "\(lines)")
    }

    @Test func refusedWritesOfChatsAreLoggedOnceWithTheReasonAndSoIsTheirEnd() async throws {
        let folder = try TemporaryFolder(made: false)
        let logger = FileLogHandler.logger(writingTo: LogFile(url: folder.url.appendingPathComponent("aichats.log")))
        let base = FakeChatStore(clock: FixtureCatalog.clock)
        let store = LoggingChatStore(base: base, log: WriteFailureLog(logger: logger))
        let chat = try await store.chat(for: "fx-cat-mochi")
        let reply = ChatMessage(role: .assistant, text: "", sentAt: Date(), state: .partial)
        try await store.append(contentsOf: [reply], to: chat.id)
        await base.failWrites(with: DomainError.storage(.diskFull))
        for _ in 0..<3 {
            await #expect(throws: DomainError.storage(.diskFull)) {
                try await store.update(messageID: reply.id, text: "Once upon", state: .partial)
            }
        }
        await base.acceptWrites()
        try await store.update(messageID: reply.id, text: "Once upon", state: .complete)
        let lines = try folder.text("aichats.log").split(separator: "\n")
        #expect(lines.count == 2, "one line while it fails, one when it works again: \(lines)")
        #expect(lines.first?.hasSuffix("error aichats[\(getpid())]: could not save a reply: the disk is full") == true)
        #expect(lines.last?.hasSuffix("notice aichats[\(getpid())]: the database takes writes again") == true)
        #expect(!lines.joined().contains("Once upon"), "texts are not logged")
    }

    /// A draft is what a full disk loses first: its refusal is logged too, in the same streak as
    /// the chat store's.
    @Test func aRefusedDraftIsLoggedInTheSameStreakAsTheChats() async throws {
        let folder = try TemporaryFolder(made: false)
        let logger = FileLogHandler.logger(writingTo: LogFile(url: folder.url.appendingPathComponent("aichats.log")))
        let writes = WriteFailureLog(logger: logger)
        let disk = FakeDraftStore(), chats = FakeChatStore(clock: FixtureCatalog.clock)
        let drafts = LoggingDraftStore(base: disk, log: writes), store = LoggingChatStore(base: chats, log: writes)
        let chat = try await store.chat(for: "fx-cat-mochi")
        await disk.failSaves()
        await chats.failWrites(with: DomainError.storage(.diskFull))
        await #expect(throws: DomainError.storage(.diskFull)) { try await drafts.saveDraft("secret words", in: chat.id) }
        await #expect(throws: DomainError.storage(.diskFull)) { try await store.markViewed(chat.id, through: Date()) }
        await disk.failSaves(with: nil)
        try await drafts.saveDraft("secret words", in: chat.id)
        let lines = try folder.text("aichats.log").split(separator: "\n")
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.first?.hasSuffix("error aichats[\(getpid())]: could not save a draft: the disk is full") == true)
        #expect(lines.last?.hasSuffix("notice aichats[\(getpid())]: the database takes writes again") == true)
        #expect(!lines.joined().contains("secret"), "texts are not logged")
    }

    func logged(_ base: any ChatResponder) -> any ChatResponder {
        LoggingResponder(base: base, logger: Logger(label: "test"))
    }
}

@Suite("The log's time stamps")
struct LogTimestampTests {
    /// Made without ICU, the stamp must read exactly as Foundation's ISO 8601 format wrote it.
    @Test(arguments: [0, 951_782_400, 1_709_251_199.999, 1_795_409_999.5, 1_795_410_000, 4_102_444_799, 253_402_300_799])
    func stampsReadAsFoundationsISO8601(_ seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(LogTimestamp.string(for: date) == date.formatted(.iso8601))
    }
}
