import Domain
import Foundation

/// The refresh lock of a data folder: an advisory lock (`flock`) on `refresh.lock` in it, held
/// by whichever aichats refreshes (the app or `aichats refresh`). The kernel releases it when
/// the holder closes it or dies, so a crash never leaves it held; the descriptor is closed on
/// exec, so the network helpers, which outlive a refresh, never hold it. The file stays (empty):
/// removing it after use would race with the next process that opens it. A file that cannot be
/// made, or a file system without `flock`, lets the refresh run unlocked, as before the lock.
///
/// The folder's own `FolderLock` is not it: that one is held for moments while the database
/// opens, and a refresh holds this one for as long as it takes (minutes at worst).
public struct FileFeedRefreshLock: FeedRefreshLock {
    public static let fileName = "refresh.lock"
    /// How often a wait checks whether the other refresh has ended.
    public static let defaultPollInterval = Duration.milliseconds(250)

    public let path: String
    private let pollInterval: Duration

    public init(folder: URL, pollInterval: Duration = defaultPollInterval) {
        self.path = folder.appendingPathComponent(Self.fileName).path
        self.pollInterval = pollInterval
    }

    public func ifFree<T: Sendable>(_ body: @Sendable () async -> T) async -> T? {
        let hold = await RefreshLockFile.take(path)
        switch hold {
        case .busy: return nil
        case .unlocked: return await body()
        case .held(let descriptor):
            // Closing the descriptor releases the lock.
            defer { close(descriptor) }
            return await body()
        }
    }

    public func waitUntilFree() async {
        while RefreshLockFile.isHeld(path) {
            do { try await Task.sleep(for: pollInterval) } catch { return }
        }
    }
}
