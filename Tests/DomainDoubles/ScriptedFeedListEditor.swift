import Domain
import Synchronization

/// The `FeedListEditor` double: each edit runs `change`, as the user's typing would change the
/// list (or throws, as a missing or failing editor does), and is counted.
public final class ScriptedFeedListEditor: FeedListEditor {
    private let change: @Sendable () throws -> Void
    private let edits = Mutex(0)

    public init(change: @escaping @Sendable () throws -> Void = {}) { self.change = change }

    public var editCount: Int { edits.withLock { $0 } }

    public func edit() async throws {
        edits.withLock { $0 += 1 }
        try change()
    }
}
