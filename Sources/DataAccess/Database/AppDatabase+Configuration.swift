import Foundation
import GRDB

/// How the database's connections are set up.
extension AppDatabase {
    /// The connections' settings, for writing or (`readonly`) reading only.
    static func configuration(busyTimeout: TimeInterval, readonly: Bool = false) -> Configuration {
        var configuration = Configuration()
        configuration.readonly = readonly
        configuration.foreignKeysEnabled = true
        // Another instance may be writing: wait for it rather than fail at once.
        configuration.busyMode = .timeout(busyTimeout)
        // GRDB's default (user-initiated) puts its threads above the main actor's wherever the
        // process may raise priorities (libdispatch nices them to -2 as root): a reload's reads
        // then preempted the key being drawn. The same class as the app's other work instead.
        configuration.qos = .default
        configuration.prepareDatabase { db in
            // In WAL mode this survives a killed process; only a power cut can lose the last commits.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            if db.configuration.readonly {
                try db.execute(sql: "PRAGMA cache_size = -\(readerPageCacheKiB)")
            } else {
                try db.execute(sql: "PRAGMA journal_size_limit = \(walSizeLimit)")
            }
            db.add(function: TextSearchFunction.function)
            db.add(function: FeedItemSearchFunction.function)
        }
        return configuration
    }

    /// The page cache of each reading connection, in KiB (SQLite's default is 2,000 for every
    /// connection). The screens' reloads during a refresh run on several readers (up to GRDB's 5),
    /// and each one's cache filled with index pages of the 100,000 items and stayed full: the
    /// largest part of the app's peak RSS while refreshing (docs/performance.md, "Scale"). The
    /// writer keeps the default for its transactions; pages a reader evicts are read again from
    /// the kernel's file cache.
    static let readerPageCacheKiB = 512

    /// The bytes the log (`-wal`) keeps once a checkpoint has moved it into the file: SQLite
    /// reuses the log from its start but leaves it at its largest, so one big write (marking
    /// 8,000 items read) left a 29 MB log beside a 32 MB database for good. The writer's next
    /// commit after a checkpoint cuts it to this, the size SQLite's automatic checkpoint (1,000
    /// pages of 4 KiB) lets it reach anyway.
    static let walSizeLimit = 4 * 1024 * 1024
}
