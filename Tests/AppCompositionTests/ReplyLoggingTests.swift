@testable import AppComposition
import DataAccess
import Domain
import DomainDoubles
import Foundation
import Logging
import TestSupport
import Testing

/// What the log says about a reply: which backend and model a failure came from, a wait the
/// server asked for, a reply stopped before its end.
@Suite("The log lines of replies")
struct ReplyLoggingTests {
    let folder: TemporaryFolder
    let logger: Logger

    init() throws {
        folder = try TemporaryFolder(made: false)
        logger = FileLogHandler.logger(writingTo: LogFile(url: folder.url.appendingPathComponent("aichats.log")))
    }

    var lines: [Substring] { ((try? folder.text("aichats.log")) ?? "").split(separator: "\n") }

    static var mochi: Avatar {
        get throws { try #require(FixtureCatalog.avatars.first { $0.id == "fx-cat-mochi" }) }
    }

    /// Runs `request` through `responder` to its end, whatever it ends with.
    static func drain(_ responder: any ChatResponder, _ request: ReplyRequest) async {
        _ = try? await { for try await _ in responder.reply(to: request) {} }()
    }

    @Test func aFailureNamesTheBackendAndModelAsked() async throws {
        let failing = ScriptedResponder(pieces: [], failure: DomainError.unavailable("the server"))
        let request = ReplyRequest(avatar: try Self.mochi, history: [], backendName: "home", model: "big-model")
        await Self.drain(LoggingResponder(base: failing, logger: logger), request)
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.hasSuffix(" avatar=fx-cat-mochi backend=home model=big-model") == true, "\(lines)")
    }

    /// A request that names no backend goes to the default one, with its configured model.
    @Test func aFailureOfTheDefaultBackendNamesIt() async throws {
        let failing = ScriptedResponder(pieces: [], failure: DomainError.unavailable("the server"))
        let backends = BackendResponder(catalog: ServerModelCatalog(servers: [], defaultName: nil), offline: failing)
        await Self.drain(LoggingResponder(base: backends, logger: logger), ReplyRequest(avatar: try Self.mochi, history: []))
        #expect(lines.first?.hasSuffix(" avatar=fx-cat-mochi backend=offline model=persona") == true, "\(lines)")
    }

    /// A 429 (or 503) waited out leaves a line; the reply that then comes leaves none.
    @Test func aWaitTheServerAskedForIsLogged() async throws {
        let base = FedEventResponder()
        let logged = LoggingResponder(base: base, logger: logger)
        let request = ReplyRequest(avatar: try Self.mochi, history: [], backendName: "home")
        let consumer = Task { await Self.drain(logged, request) }
        while base.requests == 0 { await Task.yield() }
        base.feed(.waitingToRetry(after: .seconds(4)))
        base.feed(.text("at last"))
        base.finish()
        await consumer.value
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.hasSuffix(" info aichats[\(getpid())]: the server asked to wait: asking again in 4 s avatar=fx-cat-mochi backend=home")
            == true, "\(lines)")
    }
}
