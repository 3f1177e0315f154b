import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

/// A feed server for the fetching tests, on FlyingFox: the routes a test sets, each request
/// recorded, and how many were being answered at once, in all and for each `Host`.
///
/// It can listen on several loopback addresses (127.0.0.1, 127.0.0.2 …) at once, so that one
/// test sees several hosts.
public final class FeedTestServer: Sendable {
    let routes = Mutex<[String: FeedRoute]>([:])
    let log = Mutex(FeedServerLog())
    /// Where another process sets the routes and reads the requests (`FeedServerFolder`).
    let folder: FeedServerFolder?
    private let servers: [HTTPServer]
    private let tasks: [Task<Void, any Error>]
    /// `http://ADDRESS:PORT`, one per address, in the order given.
    public let bases: [URL]

    /// Listens on each address (ports chosen by the system) until `stop`.
    public static func start(addresses: [String] = ["127.0.0.1"], folder: FeedServerFolder? = nil) async throws
        -> FeedTestServer
    {
        var servers: [HTTPServer] = []
        var tasks: [Task<Void, any Error>] = []
        var bases: [URL] = []
        for address in addresses {
            let server = HTTPServer(
                address: try sockaddr_in.inet(ip4: address, port: 0), timeout: 60, logger: .disabled)
            servers.append(server)
            tasks.append(Task { try await server.run() })
            try await server.waitUntilListening(timeout: 30)
            guard case .ip4(let host, let port) = await server.listeningAddress else { throw SocketError.disconnected }
            bases.append(URL(string: "http://\(host):\(port)")!)
        }
        let made = FeedTestServer(servers: servers, tasks: tasks, bases: bases, folder: folder)
        for server in servers {
            await server.appendRoute("*") { [made] request in try await made.answer(request) }
        }
        return made
    }

    private init(servers: [HTTPServer], tasks: [Task<Void, any Error>], bases: [URL], folder: FeedServerFolder?) {
        self.servers = servers
        self.tasks = tasks
        self.bases = bases
        self.folder = folder
    }

    /// `path` on the first address (or the one at `host`).
    public func url(_ path: String, host: Int = 0) -> URL {
        URL(string: bases[host].absoluteString + path)!
    }

    /// Answers `path` (query included) so from now on.
    public func set(_ path: String, _ route: FeedRoute) {
        routes.withLock { $0[path] = route }
    }

    public var requests: [FeedServerRequest] { log.withLock { $0.requests } }
    /// The most requests answered at once.
    public var mostAtOnce: Int { log.withLock { $0.mostAtOnce } }
    /// The most requests answered at once for one `Host` header (port included).
    public var mostAtOncePerHost: Int { log.withLock { $0.mostAtOncePerHost } }

    public func stop() async {
        for base in bases {
            if let host = base.host, let port = base.port { ListeningSocket.shutDown(address: host, port: UInt16(port)) }
        }
        for server in servers { await server.stop(timeout: 0) }
        for task in tasks { task.cancel() }
    }
}
