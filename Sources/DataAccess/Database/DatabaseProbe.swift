import Foundation
import GRDB
import GRDBSQLite

/// Reads an existing database file before anything may write to it, and says why it must not be
/// opened for writing. The probe changes nothing in the folder: not a byte of the file, and no
/// new -wal or -shm beside it.
enum DatabaseProbe {
    /// Throws when the file at `path` must not be migrated: a folder or anything else that is
    /// not a file, read-only (unless only `forReading`), not an aichats database, damaged, of a
    /// newer schema, or with tables that are not what its versions say. Returns the schema
    /// versions applied to it: none for a missing or empty file.
    @discardableResult
    static func inspect(_ path: String, migrator: DatabaseMigrator, forReading: Bool = false) throws(DatabaseOpenError) -> Set<String> {
        let files = FileManager.default
        try requireFile(path)
        guard files.fileExists(atPath: path) else { return [] }
        // Mode 000 is not "read-only": it cannot be read either.
        guard files.isReadableFile(atPath: path) else { throw .notWritable(path: path, reason: DatabaseOpenError.unreadable) }
        guard forReading || files.isWritableFile(atPath: path) else {
            throw .notWritable(path: path, reason: "the file is read-only")
        }
        let verdict: Result<Set<String>, DatabaseOpenError>
        do {
            verdict = try withReadOnlyConnection(to: path) { db in try verdictOnExisting(db, path: path, migrator: migrator) }
        } catch {
            throw DatabaseOpenError.classify(error, path: path)
        }
        return try verdict.get()
    }

    /// Throws unless `path` (its link followed) is a regular file or missing. Call it before any
    /// read: reading a named pipe would wait for a writer for ever.
    static func requireFile(_ path: String) throws(DatabaseOpenError) {
        if let problem = BrokenLink.problem(at: path) { throw .brokenLink(path: path, problem: problem) }
        if let kind = notAFile(path) { throw .notADatabase(path: path, reason: kind) }
    }

    /// What `path` is when it is not a regular file; nil for a file or nothing at all.
    private static func notAFile(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "it is a folder"
        case S_IFIFO: return "it is a named pipe"
        case S_IFCHR, S_IFBLK: return "it is a device"
        case S_IFSOCK: return "it is a socket"
        default: return "it is not a regular file"
        }
    }

    /// The schema versions applied when the database may be opened for writing and migrated,
    /// otherwise the reason why not.
    private static func verdictOnExisting(_ db: Database, path: String, migrator: DatabaseMigrator) throws
        -> Result<Set<String>, DatabaseOpenError>
    {
        // The check lists damaged pages, which mean nothing to the user: say it as SQLite does.
        if try !isIntact(db) { return .failure(.corrupt(path: path, reason: "database disk image is malformed")) }
        let objects = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
        if objects == 0 { return .success([]) }
        let shape = try AppSchema.columnsByTable(db)
        guard shape["grdb_migrations"] != nil else {
            return .failure(.notADatabase(path: path, reason: "it holds another program's tables"))
        }
        let applied = try migrator.appliedIdentifiers(db)
        let unknown = applied.subtracting(migrator.migrations)
        if !unknown.isEmpty {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            return .failure(.newerSchema(path: path, dataFormat: AppSchema.dataFormat(ofApplied: unknown),
                                         copyBeforeUpdate: CopyBeforeUpdate.newest(in: folder, upTo: AppSchema.dataFormat)))
        }
        let problems = AppSchema.shapeProblems(shape, applied: applied)
        return problems.isEmpty ? .success(applied) : .failure(.wrongSchema(path: path, problems: problems))
    }

    /// Tables the check before opening passes over, as they grow without bound and every start
    /// would read them in full: the feed cache's items (hundreds of megabytes, fetched again by a
    /// refresh) and the chats' messages (100,000 of them added 0.1 s to a start). A damaged page
    /// of either fails the reads and writes that reach it (`StorageFailure.damaged`) instead.
    static let uncheckedTables: Set<String> = ["item", "message"]

    /// `PRAGMA quick_check` of each table but `uncheckedTables`, with its indexes.
    private static func isIntact(_ db: Database) throws -> Bool {
        let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        for table in tables where !uncheckedTables.contains(table) {
            let answer = try String.fetchAll(db, sql: "PRAGMA quick_check(\(table.quotedDatabaseIdentifier))")
            if answer != ["ok"] { return false }
        }
        return true
    }

    /// Runs `body` on a read-only connection that leaves no file behind. A read-only connection
    /// to a WAL database creates the -wal and -shm it finds missing, so:
    /// - with the -wal and -shm of a running or killed instance, it reads the file itself;
    /// - without a -wal the file holds every commit: it reads the file as `immutable`, which
    ///   creates nothing (when this SQLite takes URI file names);
    /// - otherwise (a -wal without its -shm) it reads a copy in a temporary folder.
    static func withReadOnlyConnection<T>(to path: String, _ body: (Database) throws -> T) throws -> T {
        let files = FileManager.default
        let hasLog = files.fileExists(atPath: path + "-wal")
        if hasLog, files.fileExists(atPath: path + "-shm") { return try read(path, body) }
        if !hasLog, readsURIFileNames { return try read(immutableURI(path), body) }
        let folder = files.temporaryDirectory.appendingPathComponent("aichats-probe-\(UUID().uuidString)")
        try files.createDirectory(at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        defer { try? files.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("probe.sqlite").path
        try files.copyItem(atPath: path, toPath: copy)
        if hasLog { try files.copyItem(atPath: path + "-wal", toPath: copy + "-wal") }
        return try read(copy, body)
    }

    private static func read<T>(_ location: String, _ body: (Database) throws -> T) throws -> T {
        var configuration = Configuration()
        configuration.readonly = true
        // A running instance may hold a lock for a moment, e.g. while it checkpoints the log.
        configuration.busyMode = .timeout(AppDatabase.busyTimeout)
        let probe = try DatabaseQueue(path: location, configuration: configuration)
        defer { try? probe.close() }
        return try probe.read(body)
    }

    /// The file as an `immutable` URI: SQLite reads it without locks and creates no file beside it.
    static func immutableURI(_ path: String) -> String {
        var escaped = ""
        for character in path {
            switch character {
            case "%": escaped += "%25"
            case "?": escaped += "%3F"
            case "#": escaped += "%23"
            default: escaped.append(character)
            }
        }
        return "file:\(escaped)?immutable=1"
    }

    /// Whether this SQLite reads URI file names (Debian's and most others do). Asked of the
    /// library itself: opening a connection to ask cost a quarter of a millisecond of every start.
    static let readsURIFileNames = sqlite3_compileoption_used("USE_URI") == 1
}
