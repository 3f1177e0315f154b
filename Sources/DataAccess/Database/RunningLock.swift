import Foundation
import Synchronization

/// The lock on `running.lock` in the data folder that every aichats holds while it has the
/// database open (the app, `aichats news`, `aichats refresh`): shared, so that any number run
/// together, and exclusive only while a start updates the database to a newer data format. An
/// update does not wait for another aichats to let it go: one holding it reads the older format,
/// which the update would change under it (its writes failing, what the user typed there lost),
/// so the start is refused instead (`DatabaseOpenError.updateWhileInUse`).
///
/// It is `flock`, as the folder's other locks: the kernel releases it when the process ends, even
/// by `kill -9`, and it belongs to the open file, so two openings in one process exclude each
/// other as two processes do; the descriptor is closed on exec, so no program the app starts
/// holds it. The folder lock (`FolderLock`) cannot be it: that one is exclusive, held for the
/// moment a database opens. The file stays (empty), as `refresh.lock` does: removing it after
/// use would race with the next process that opens it. A file that cannot be made or locked (a
/// read-only folder, a file system without `flock`) leaves the start unlocked, as before the lock.
final class RunningLock: Sendable {
    static let fileName = "running.lock"

    /// The open lock file; -1 once released.
    private let descriptor: Mutex<Int32>

    private init(descriptor: Int32) {
        self.descriptor = Mutex(descriptor)
    }

    deinit { release() }

    /// The lock file of the data folder that holds the database at `databasePath`.
    static func path(besides databasePath: String) -> String {
        URL(fileURLWithPath: databasePath).deletingLastPathComponent().appendingPathComponent(fileName).path
    }

    /// The lock held shared, as by every running aichats; nil when it cannot be held.
    static func shared(besides databasePath: String) -> RunningLock? {
        opened(besides: databasePath)?.shared()
    }

    /// The lock held exclusively to update the database at `databasePath` from `dataFormat`; nil
    /// when it cannot be held at all (the update then goes ahead unlocked, as before the lock).
    /// Throws while another aichats holds it.
    static func forUpdate(of databasePath: String, from dataFormat: Int) throws(DatabaseOpenError) -> RunningLock? {
        guard let lock = opened(besides: databasePath) else { return nil }
        let deadline = ContinuousClock.now + moment
        while true {
            switch lock.descriptor.withLock({ FolderLock.tryLock($0, LOCK_EX) }) {
            case true?: return lock
            case nil: return nil
            case false? where ContinuousClock.now < deadline: usleep(10_000)
            case false?: throw .updateWhileInUse(path: databasePath, dataFormat: dataFormat)
            }
        }
    }

    /// How long an update tries the lock before it counts as held: not a wait for another
    /// aichats, which holds it as long as it runs, but for a copy of a descriptor that outlives
    /// its closing for a moment (a program just started by the process that closed it, until
    /// its close-on-exec).
    static let moment = Duration.milliseconds(100)

    /// This lock held shared from now on (after an update, as other aichats may start again);
    /// nil, and released, when it cannot be.
    func shared() -> RunningLock? {
        descriptor.withLock { FolderLock.tryLock($0, LOCK_SH) } == true ? self : nil
    }

    /// Lets the lock go (closing the file releases it), as the database is closed.
    func release() {
        descriptor.withLock { descriptor in
            if descriptor >= 0 { close(descriptor) }
            descriptor = -1
        }
    }

    /// The lock file, made when missing; read-only when it cannot be written (a folder another
    /// user made read-only), which `flock` locks alike.
    private static func opened(besides databasePath: String) -> RunningLock? {
        let path = path(besides: databasePath)
        var descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, PrivateFiles.fileMode)
        if descriptor < 0 { descriptor = open(path, O_RDONLY | O_CLOEXEC) }
        return descriptor < 0 ? nil : RunningLock(descriptor: descriptor)
    }
}
