import Foundation
import TestSupport
import Testing

/// A log that cannot be written does not stop the app, but is said once at start: the app's
/// messages send the user to the log, which then holds nothing.
@Suite("The app with a log it cannot write")
struct UnwritableLogEndToEndTests {
    @Test func aLogFolderThatCannotBeMadeIsSaidInTheStatusBar() async throws {
        let session = try TmuxSession(width: 200, environment: ["XDG_STATE_HOME": "/proc/1/nope"], unsetting: ["AICHATS_DATA_DIR"])
        #expect(try await session.waitFor("Get started", seconds: 30))
        let screen = try session.screen()
        #expect(screen.contains("The log cannot be written (No such file or directory): /proc/1/nope/aichats/aichats.log"), "\(screen)")
    }

    @Test func aLogWhoseFolderIsAFileIsSaidInTheStatusBar() async throws {
        let folder = try TemporaryFolder()
        try Data().write(to: folder.url.appendingPathComponent("state"))
        let state = folder.url.appendingPathComponent("state")
        let session = try TmuxSession(width: 200, environment: ["XDG_STATE_HOME": state.path], unsetting: ["AICHATS_DATA_DIR"])
        #expect(try await session.waitFor("Get started", seconds: 30))
        let screen = try session.screen()
        #expect(screen.contains("The log cannot be written (Not a directory): \(state.path)/aichats/aichats.log"), "\(screen)")
    }

    @Test func aRefreshWithALogItCannotWriteSaysSoOnStderrAndStillRefreshes() throws {
        let config = try TemporaryFolder()
        let rss = #"<?xml version="1.0"?><rss version="2.0"><channel><title>Local</title><item><title>One</title></item></channel></rss>"#
        try config.write(rss, to: "local.xml")
        try FileManager.default.createDirectory(at: config.file("aichats"), withIntermediateDirectories: true)
        try config.write("file://\(config.path("local.xml"))\n", to: "aichats/urls")
        let run = try CommandRun(["refresh"], environment: ["XDG_STATE_HOME": "/proc/1/nope", "XDG_CONFIG_HOME": config.url.path])
        #expect(run.errors == "aichats: The log cannot be written (No such file or directory): /proc/1/nope/aichats/aichats.log\n",
                "\(run.errors)")
        #expect(run.status == 0 && run.output.contains("1 new item"), "the feed is refreshed: \(run.output)\(run.errors)")
    }
}
