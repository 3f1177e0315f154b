import Foundation
import TestHTTPServer
import TestSupport

/// The feed server in a process of its own (`feed-test-server`), driven through its folder.
final class FeedServerProcess {
    private let process = Process()
    private let files: TemporaryFolder
    private let folder: FeedServerFolder
    let base: String

    init() async throws {
        files = try TemporaryFolder()
        folder = FeedServerFolder(files.url)
        process.executableURL = TmuxSession.binary.deletingLastPathComponent().appendingPathComponent("feed-test-server")
        process.arguments = [files.url.path]
        // Not the test process's own output: `swift test` reads that to its end.
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let start = ContinuousClock.now
        while (try? Data(contentsOf: folder.baseFile)) == nil {
            guard process.isRunning, ContinuousClock.now - start < .seconds(30) else {
                throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "feed-test-server did not start"])
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        base = try String(contentsOf: folder.baseFile, encoding: .utf8)
    }

    /// `path` (with its leading `/`) on the server.
    func url(_ path: String) -> URL { URL(string: base + path)! }

    func set(_ path: String, _ route: FeedRoute) throws { try folder.set(path, route) }

    var requests: [FeedServerRequest] { folder.requests }

    /// Ends the process, and with it its listening socket: the port refuses connections after.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    deinit { stop() }
}
