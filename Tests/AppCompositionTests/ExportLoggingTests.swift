@testable import AppComposition
import DataAccess
import Domain
import Foundation
import Logging
import Presentation
import TestSupport
import Testing

/// An export says where it went or, in one plain line, why it failed; both go to the log.
@MainActor
@Suite("Exports in the log")
struct ExportLoggingTests {
    /// The Chat screen's presenter over the live services in `folder`, with one message stored.
    func chatWithAMessage(in folder: TemporaryFolder) async throws -> (ChatPresenter, Router) {
        let logger = FileLogHandler.logger(writingTo: LogFile(url: folder.url.appendingPathComponent("aichats.log")))
        let deps = try AppDependencies.live(dataFolder: folder.url, logger: logger)
        let chat = try await deps.chatStore.chat(for: "av-cat-01")
        _ = try await deps.chatStore.append(ChatMessage(role: .user, text: "hi", sentAt: Date()), to: chat.id)
        let router = Router(path: [.explore, .chat(avatarID: "av-cat-01")])
        let presenter = ChatPresenter(
            avatarID: "av-cat-01",
            interactor: ChatInteractor(avatars: deps.avatars, responder: deps.responder, store: deps.chatStore,
                                       drafts: deps.drafts, popularity: deps.popularity, clock: deps.clock),
            router: router,
            exporter: ChatExportInteractor(store: deps.chatStore, exporter: deps.exporter, clock: deps.clock))
        await presenter.onAppear()
        return (presenter, router)
    }

    @Test func aFailedExportSaysWhyOnOneLineAndIsLogged() async throws {
        let folder = try TemporaryFolder(made: false)
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        // A file where the exports folder should be.
        try Data("not a folder".utf8).write(to: folder.url.appendingPathComponent("exports"))
        let (presenter, router) = try await chatWithAMessage(in: folder)
        await presenter.export()
        let notice = try #require(router.notice)
        #expect(notice.isError)
        #expect(notice.text.hasPrefix("Export failed: could not write \(folder.url.path)/exports: "))
        #expect(!notice.text.contains("\n") && !notice.text.contains("could not load"))
        #expect(try folder.text("aichats.log").contains("error aichats[\(getpid())]: export failed: could not write \(folder.url.path)/exports: "))
    }

    @Test func anExportIsLoggedWithItsFile() async throws {
        let folder = try TemporaryFolder(made: false)
        let (presenter, router) = try await chatWithAMessage(in: folder)
        await presenter.export()
        let notice = try #require(router.notice)
        #expect(!notice.isError)
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.url.path + "/exports").first)
        #expect(try folder.text("aichats.log").contains("info aichats[\(getpid())]: exported a chat file=\(folder.url.path)/exports/\(file)"))
    }

    @Test func oldExportsAndTheLogFolderAreTightenedAtStart() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.file("aichats")
        let exports = folder.appendingPathComponent("exports")
        try FileManager.default.createDirectory(at: exports, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: exports.appendingPathComponent("old.md"))
        try Data("log".utf8).write(to: folder.appendingPathComponent("aichats.log"))
        for (path, mode) in [(folder.path, 0o755), (exports.path, 0o755), (exports.path + "/old.md", 0o644),
                             (folder.path + "/aichats.log", 0o644)] {
            chmod(path, mode_t(mode))
        }
        _ = LogFile(url: folder.appendingPathComponent("aichats.log"))
        _ = try AppDependencies.live(dataFolder: folder)
        func mode(_ path: String) -> mode_t {
            var status = stat()
            return stat(path, &status) == 0 ? status.st_mode & 0o777 : 0
        }
        #expect(mode(folder.path) == 0o700)
        #expect(mode(exports.path) == 0o700)
        #expect(mode(exports.path + "/old.md") == 0o600)
        #expect(mode(folder.path + "/aichats.log") == 0o600)
        #expect(mode(folder.path + "/aichats.sqlite") == 0o600)
    }
}
