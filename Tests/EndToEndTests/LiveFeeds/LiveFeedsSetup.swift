import Foundation
import TestHTTPServer
import TestSupport

/// The app's runs of one live-feed test: a `urls` file naming feeds of a local FlyingFox server,
/// and a data folder that every run shares, so a later run finds what an earlier one cached.
final class LiveFeedsSetup {
    let server: FeedServerProcess
    let config: TemporaryFolder
    let data: TemporaryFolder

    /// Starts the server and lists its `paths` as feeds, in order.
    init(paths: [String]) async throws {
        server = try await FeedServerProcess()
        config = try TemporaryFolder()
        data = try TemporaryFolder(made: false)
        try FileManager.default.createDirectory(at: config.file("aichats"), withIntermediateDirectories: true)
        try config.write(paths.map { server.url($0).absoluteString + "\n" }.joined(), to: "aichats/urls")
    }

    /// A setup whose one feed, `path`, serves `document`.
    static func serving(_ document: RSSDocument, at path: String = "/news.xml") async throws -> LiveFeedsSetup {
        let setup = try await LiveFeedsSetup(paths: [path])
        try setup.server.set(path, .feed(document.text))
        return setup
    }

    /// The feed URL of `path`, as the list names it.
    func feed(_ path: String) -> String { server.url(path).absoluteString }

    /// Starts the app on this setup's feed list and data folder. A proxy set for the test
    /// process must not take the requests to 127.0.0.1 elsewhere.
    func startApp(environment: [String: String] = [:]) throws -> TmuxSession {
        try TmuxSession(
            dataFolder: data.url, environment: environment.merging(["XDG_CONFIG_HOME": config.url.path]) { $1 },
            unsetting: ["http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"])
    }

    func stop() async { server.stop() }
}
