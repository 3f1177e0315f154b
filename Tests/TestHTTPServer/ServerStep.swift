import Foundation
import Synchronization

/// A request the test server received.
public struct RecordedRequest: Sendable {
    public let method: String
    public let path: String
    /// Header names are lowercased.
    public let headers: [String: String]
    public let body: Data

    /// The body parsed as a JSON object.
    public var json: [String: Any] {
        (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
    }

    /// The `messages` array of the body.
    public var messages: [[String: String]] {
        (json["messages"] as? [[String: Any]] ?? []).map { message in
            message.compactMapValues { $0 as? String }
        }
    }
}

/// What the server does next on a connection.
public enum ServerStep: Sendable {
    /// Writes these bytes.
    case send(String)
    /// Waits.
    case pause(milliseconds: Int)
    /// Writes a comment every 50 ms until the client goes away (or the server stops, or 60 s pass).
    case keepAliveUntilClientLeaves
    /// Waits until the test opens the gate (at most 5 s).
    case wait(ServerGate)
}

/// Holds the server back until the test has seen something.
public final class ServerGate: Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    private let expired = Mutex(false)

    /// A closed gate.
    public init() {}

    /// Lets the server go on.
    public func open() { semaphore.signal() }

    /// Whether the server gave up waiting.
    public var timedOut: Bool { expired.withLock { $0 } }

    func wait() {
        if semaphore.wait(timeout: .now() + 30) == .timedOut { expired.withLock { $0 = true } }
    }
}
