import Domain
import Foundation
import GRDB

/// The app's SQLite database: one file in WAL mode, with a versioned schema.
///
/// Opening checks the file before touching it: a file that is not an aichats database, is
/// damaged, or was written by a newer build is reported with a `DatabaseOpenError` and left
/// byte-identical. Only a healthy database of this or an older schema is migrated; an older one
/// is copied first (`CopyBeforeUpdate`).
public final class AppDatabase: Sendable {
    /// The name of the database file inside the data folder.
    public static let fileName = "aichats.sqlite"

    public let path: String

    /// The connections; readers run alongside the one writer.
    let pool: DatabasePool

    /// Why the database was opened for reading only: nil while it takes writes. Each write then
    /// fails with this reason, until the app is started again.
    public let readOnlyBecause: StorageFailure?

    /// True when the file was there but empty (0 bytes, nothing in its log): cut short by a
    /// crash or a bad copy, it was taken as a new database, which the app says once.
    public let wasEmpty: Bool

    /// Set when the file was an older aichats's and was updated to this build's data format as
    /// it opened (a copy of it kept first, when one could be made): the app says it once.
    public let upgrade: SchemaUpgrade?

    /// The database file when other users may read or change it and the app could not tighten it
    /// (it is not the user's): the app says it once. Nil when it is private.
    public let looseFile: LooseFile?

    /// Refuses commits once the file at `path` is another; nil when it could not be looked at.
    private let fileGuard: DatabaseFileGuard?

    /// Held (shared) while the database is open, so that no newer aichats updates it meanwhile;
    /// nil when it could not be taken.
    private let running: RunningLock?

    /// Throws unless the database at `path` is a regular file or missing: for a reader that
    /// copies it first (`aichats render`), as opening checks it itself.
    public static func requireFile(at path: String) throws(DatabaseOpenError) {
        try DatabaseProbe.requireFile(path)
    }

    /// Opens `aichats.sqlite` in `folder`, creating the folder and the database when missing.
    /// Throws `.pathTooLong` when the database file in `folder` could not be opened for its
    /// path's length alone: the app checks it before it makes the folder or its log there.
    public static func checkPath(in folder: URL) throws(DatabaseOpenError) {
        let path = folder.appendingPathComponent(fileName).path
        if path.utf8.count > longestPath { throw .pathTooLong(path: path) }
    }

    /// Without `keepingCopyBeforeUpdate`, an older aichats's database is updated without a copy
    /// of it kept first: for a database that is itself a copy (`aichats render`'s).
    public convenience init(
        folder: URL, readOnlyWhenUnwritable: Bool = false, keepingCopyBeforeUpdate: Bool = true
    ) throws(DatabaseOpenError) {
        let path = folder.appendingPathComponent(Self.fileName).path
        try self.init(path: path, busyTimeout: Self.busyTimeout, readOnlyWhenUnwritable: readOnlyWhenUnwritable) {
            path, timeout throws(DatabaseOpenError) in
            try Self.openAndMigrate(path, busyTimeout: timeout, migrator: AppSchema.migrator, keepingCopy: keepingCopyBeforeUpdate)
        }
    }

    /// Opens the database file at `path`, creating it (and its folder) when missing, and brings
    /// its schema up to date. A write waits up to `busyTimeout` seconds for another program's
    /// lock before it fails. With `readOnlyWhenUnwritable`, a database that cannot be written as it
    /// opens (a full disk, a file or folder without write permission) is opened for reading when
    /// it can be (see `readOnlyBecause`).
    public convenience init(
        path: String, busyTimeout: TimeInterval = AppDatabase.busyTimeout, readOnlyWhenUnwritable: Bool = false
    ) throws(DatabaseOpenError) {
        try self.init(path: path, busyTimeout: busyTimeout, readOnlyWhenUnwritable: readOnlyWhenUnwritable, openWritable: Self.openAndMigrate)
    }

    /// As above, opening for writing with `openWritable`: tests make it fail as a full disk does.
    init(
        path: String, busyTimeout: TimeInterval, readOnlyWhenUnwritable: Bool,
        openWritable: (String, TimeInterval) throws(DatabaseOpenError) -> Opened
    ) throws(DatabaseOpenError) {
        Self.survivingFileSizeLimit
        if path.utf8.count > Self.longestPath { throw .pathTooLong(path: path) }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
            try Self.prepareFolder(of: path)
        } catch {
            // Another user's folder: nothing can be written in it, not even the lock below, but
            // what the database holds can still be read.
            guard readOnlyWhenUnwritable, case .notWritable = error,
                  let pool = Self.readOnlyPool(path, busyTimeout: busyTimeout) else { throw error }
            (self.pool, readOnlyBecause, wasEmpty, upgrade) = (pool, .readOnly, false, nil)
            self.path = path
            looseFile = LooseFile.at(path)
            fileGuard = nil
            running = RunningLock.shared(besides: path)
            return
        }
        // Another instance may be opening the same file right now: take turns, so that only one
        // finds the schema missing and migrates it.
        (pool, readOnlyBecause, wasEmpty, upgrade, running) = try FolderLock.withLock(on: folder, timeout: .seconds(10)) {
            () throws(DatabaseOpenError) in
            // Looked at under the lock: another instance's new database is empty only until it migrates.
            let wasEmpty = Self.isEmptyFile(path)
            do throws(DatabaseOpenError) {
                let opened = try openWritable(path, busyTimeout)
                return (opened.pool, nil, wasEmpty, opened.upgrade, opened.running)
            } catch {
                let refusal = error.onFullDisk(folder: folder)
                guard readOnlyWhenUnwritable, let failure = refusal.refusedWrite,
                      let pool = Self.readOnlyPool(path, busyTimeout: busyTimeout) else { throw refusal }
                return (pool, failure, false, nil, RunningLock.shared(besides: path))
            }
        }
        self.path = path
        // Looked at after the tightening at opening: what is left loose could not be tightened.
        looseFile = LooseFile.at(path)
        fileGuard = DatabaseFileGuard(path: path)
        if let fileGuard { pool.add(transactionObserver: fileGuard, extent: .databaseLifetime) }
    }

    deinit { emptyTheLogIfReplaced() }

    /// A write past the file-size limit (`ulimit -f`) raises SIGXFSZ, which ends the process
    /// unless ignored; ignored, the write fails with EFBIG, and the app says that the database
    /// could not be written and keeps the text on screen, as on a full disk.
    private static let survivingFileSizeLimit: Void = { signal(SIGXFSZ, SIG_IGN) }()

    /// Checks the file, opens it in WAL mode and brings its schema up to date. When that fails,
    /// the files it made are removed (`FilesMadeByOpen`).
    private static func openAndMigrate(_ path: String, busyTimeout: TimeInterval) throws(DatabaseOpenError) -> Opened {
        try openAndMigrate(path, busyTimeout: busyTimeout, migrator: AppSchema.migrator)
    }

    /// A database opened for writing, how its schema was updated (nil when it was not), and
    /// the running lock it holds (nil when none could be taken).
    typealias Opened = (pool: DatabasePool, upgrade: SchemaUpgrade?, running: RunningLock?)

    /// As above with `migrator`: tests give one that fails as a full disk does.
    static func openAndMigrate(
        _ path: String, busyTimeout: TimeInterval, migrator: DatabaseMigrator, keepingCopy: Bool = true
    ) throws(DatabaseOpenError) -> Opened {
        let applied = try DatabaseProbe.inspect(path, migrator: migrator)
        let made = FilesMadeByOpen(path: path)
        let running = try runningLock(path, applied: applied, migrator: migrator)
        makePrivate(path)
        var opened: DatabasePool?
        do {
            let pool = try DatabasePool(path: path, configuration: configuration(busyTimeout: busyTimeout))
            opened = pool
            let upgrade = try migrate(pool, path: path, with: migrator, keepingCopy: keepingCopy)
            ReadingIndexes.makeMissing(in: pool)
            return (pool, upgrade, running?.shared())
        } catch {
            // Closed first: SQLite must not write the files again once they are gone.
            try? opened?.close()
            made.remove()
            throw DatabaseOpenError.classify(error, path: path)
        }
    }

    /// Creates the database file with the owner's permissions only when it is missing (an empty
    /// file is a new database; SQLite gives the -wal and -shm the database's mode), and tightens
    /// an existing one and its -wal and -shm.
    private static func makePrivate(_ path: String) {
        for suffix in ["", "-wal", "-shm"] { PrivateFiles.tighten(path + suffix) }
        if !FileManager.default.fileExists(atPath: path) { try? PrivateFiles.create(path, containing: []) }
    }

    /// The longest path of a database file SQLite opens: its Unix file system's 512 bytes
    /// (`mxPathname`) less the 8 of the "-journal" it must be able to add (`sqlite3PagerOpen`).
    /// A longer one fails with "unable to open database file", which reads like a permission problem.
    public static let longestPath = 504

    /// How long a statement waits for another instance's lock before it fails with "database is locked".
    public static let busyTimeout: TimeInterval = 5

    /// Closes the connections. The value must not be used afterwards.
    ///
    /// The readers close first: SQLite moves the log (`-wal`) into the file and removes it only
    /// when the last connection to close is the writer, and GRDB's `close` closes the writer first.
    public func close() throws {
        // Once the connections are closed, an update may go ahead.
        defer { running?.release() }
        emptyTheLogIfReplaced()
        pool.releaseMemory()
        try pool.close()
    }

    /// SQLite does not checkpoint a moved file when it closes it, and leaves its `-wal` under
    /// the path, where the next program to open the file there would apply it to that file and
    /// damage it. Checkpointed into the file the app opened, the log is emptied (an empty `-wal`
    /// is ignored).
    private func emptyTheLogIfReplaced() {
        guard fileGuard?.isReplaced == true else { return }
        _ = try? pool.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
    }

    /// The schema versions applied to the database, oldest first.
    public func appliedSchemaVersions() throws -> [String] {
        try pool.read { db in try AppSchema.migrator.appliedMigrations(db) }
    }

    /// Makes sure the folder of `path` exists, is private and can be written, creating missing
    /// folders one by one (private too) so that an error names the folder at fault.
    private static func prepareFolder(of path: String) throws(DatabaseOpenError) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path
        var current = ""
        for component in folder.split(separator: "/") {
            current += "/" + component
            // mkdir would find the link there ("File exists"), and the check for writing fail as if for permissions.
            if let problem = BrokenLink.problem(at: current) { throw .brokenLink(path: current, problem: problem) }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: current, isDirectory: &isFolder) {
                guard isFolder.boolValue else {
                    throw .notWritable(path: current, reason: "it is a file, not a folder")
                }
            } else {
                let code = PrivateFiles.makeFolder(current)
                if code != 0 { throw .folderNotCreated(folder: folder, blocker: current, reason: String(cString: strerror(code))) }
            }
        }
        PrivateFiles.tightenAppFolder(folder)
        guard access(folder, W_OK) == 0 else {
            throw .notWritable(path: folder, reason: String(cString: strerror(errno)))
        }
    }
}
