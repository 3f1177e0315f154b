import Domain
import GRDB

extension StorageFailure {
    /// The failure that an error of SQLite stands for; nil for other errors.
    init?(_ error: any Error) {
        if error is DatabaseFileGuard.Replaced {
            self = .replaced
            return
        }
        guard let error = error as? DatabaseError else { return nil }
        switch error.resultCode {
        case .SQLITE_FULL: self = .diskFull
        case .SQLITE_BUSY, .SQLITE_LOCKED: self = .locked
        case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_CANTOPEN: self = .readOnly
        case .SQLITE_IOERR: self = .ioError
        case .SQLITE_CORRUPT, .SQLITE_NOTADB: self = .damaged
        default: self = .failed
        }
    }
}

extension AppDatabase {
    /// Runs a write; SQLite's errors become `DomainError.storage`, which says what happened
    /// in plain words (the disk is full, another program holds a lock) instead of SQLite's.
    func write<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await inPlainWords { try await pool.write(updates) }
    }

    /// Runs a write on `BackgroundThread.shared`, below the app's priority: GRDB's synchronous
    /// write runs its transaction on the calling thread, so the niced thread does the work.
    func writeInBackground<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await inPlainWords { try await BackgroundThread.shared.run { [pool] in try pool.write(updates) } }
    }

    /// Runs a read; SQLite's errors become `DomainError.storage`.
    func read<T: Sendable>(_ value: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await inPlainWords { try await pool.read(value) }
    }

    /// A write refused by a database opened for reading only says why it was (a full disk).
    private func inPlainWords<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch {
            guard let failure = StorageFailure(error) else { throw error }
            throw DomainError.storage(failure == .readOnly ? readOnlyBecause ?? failure : failure)
        }
    }
}
