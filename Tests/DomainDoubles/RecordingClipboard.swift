import Domain
import Synchronization

/// A clipboard that keeps what was copied, in order, and answers the first copy with `firstNote`.
public final class RecordingClipboard: Clipboard {
    private let state = Mutex<[String]>([])
    private let firstNote: String?

    public init(firstNote: String? = nil) { self.firstNote = firstNote }

    /// Every text copied, oldest first.
    public var copies: [String] { state.withLock { $0 } }

    @MainActor public func copy(_ text: String) -> String? {
        let isFirst = state.withLock { copies in
            copies.append(text)
            return copies.count == 1
        }
        return isFirst ? firstNote : nil
    }
}
