import Foundation

/// The feed server's routes and requests as files, for a server that runs in a process of its
/// own (`feed-test-server`): the test writes a route's JSON, the server reads it at each request
/// and appends each request to a JSON Lines file. Files rather than a pipe, so that neither side
/// ever blocks on the other.
public struct FeedServerFolder: Sendable {
    public let url: URL

    public init(_ url: URL) { self.url = url }

    /// Makes the empty request log, which `record` appends to.
    public func prepare() {
        _ = FileManager.default.createFile(atPath: requestLog.path, contents: nil)
    }

    /// Answers `path` so from the next request on (written whole, then renamed into place).
    public func set(_ path: String, _ route: FeedRoute) throws {
        try JSONEncoder().encode(route).write(to: routeFile(path), options: .atomic)
    }

    /// The requests received so far, oldest first.
    public var requests: [FeedServerRequest] {
        let text = (try? String(contentsOf: requestLog, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { try? JSONDecoder().decode(FeedServerRequest.self, from: Data($0.utf8)) }
    }

    func route(_ path: String) -> FeedRoute? {
        (try? Data(contentsOf: routeFile(path))).flatMap { try? JSONDecoder().decode(FeedRoute.self, from: $0) }
    }

    func record(_ request: FeedServerRequest) {
        guard var line = try? JSONEncoder().encode(request), let log = FileHandle(forWritingAtPath: requestLog.path) else { return }
        line.append(0x0A)
        log.seekToEndOfFile()
        log.write(line)
        try? log.close()
    }

    /// Where the server writes its base URL once it listens.
    public var baseFile: URL { url.appendingPathComponent("base") }
    var requestLog: URL { url.appendingPathComponent("requests.jsonl") }

    private func routeFile(_ path: String) -> URL {
        let name = String(path.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) ? Character($0) : "_" })
        return url.appendingPathComponent("route-" + name + ".json")
    }
}
