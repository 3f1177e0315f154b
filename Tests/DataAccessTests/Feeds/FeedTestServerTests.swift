import Foundation
import TestHTTPServer
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The feed server the fetching and end-to-end tests share, itself.
@Suite("The feed test server")
struct FeedTestServerTests {
    /// A process started while the server listened (another test's tmux server, say) must not
    /// keep its port open: the end-to-end tests stop the server to see a refused connection.
    @Test func aStoppedServerRefusesConnectionsWhileAProcessStartedBeforeStillRuns() async throws {
        let server = try await FeedTestServer.start()
        let port = try #require(server.bases.first?.port)
        #expect(runShell("sleep 2 >/dev/null 2>&1 </dev/null &")?.succeeded == true)
        await server.stop()
        #expect(Self.connect(port: UInt16(port)) == ECONNREFUSED)
    }

    /// The `errno` of connecting to 127.0.0.1:`port`, 0 when it connected.
    private static func connect(port: UInt16) -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        return status == 0 ? 0 : errno
    }
}
