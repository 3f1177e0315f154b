import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// FlyingSocks opens its sockets without close-on-exec, so every process that the test process
/// starts while a server listens (another test's tmux server, which lives on) holds the listening
/// socket too: closing it in this process alone leaves the port accepting connections that
/// nobody answers, and a fetch hangs until its timeout instead of being refused. A shutdown
/// acts on the socket itself, whoever holds it.
enum ListeningSocket {
    /// Shuts down this process's sockets bound to `address`:`port` (IPv4).
    static func shutDown(address: String, port: UInt16) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") else { return }
        for descriptor in names.compactMap({ Int32($0) }) where isBound(descriptor, to: inet_addr(address), port: port) {
            _ = Glibc.shutdown(descriptor, Int32(SHUT_RDWR))
        }
    }

    private static func isBound(_ descriptor: Int32, to address: in_addr_t, port: UInt16) -> Bool {
        var bound = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let status = withUnsafeMutablePointer(to: &bound) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return status == 0 && bound.sin_family == sa_family_t(AF_INET) && bound.sin_addr.s_addr == address
            && UInt16(bigEndian: bound.sin_port) == port
    }
}
