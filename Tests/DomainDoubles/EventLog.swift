import Synchronization

/// Lines recorded by doubles and tests, in order, from any task.
public final class EventLog: Sendable {
    private let lines = Mutex<[String]>([])

    /// Nothing recorded yet.
    public init() {}

    public func record(_ line: String) { lines.withLock { $0.append(line) } }

    /// What was recorded, oldest first.
    public var entries: [String] { lines.withLock { $0 } }
}
