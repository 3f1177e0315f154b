import GRDB

/// Version "v11-feed-fetch-state": what a feed's fetches say over time, beside its last one.
/// `moved_to` and `moved_since`: the address every redirect of its fetches led to when each was
/// permanent (301, 308), kept through the old address's later failures, so that the new address
/// is still said when the old one stops answering. `failing_since` and `failed_fetches`: when
/// its current run of failed fetches began and how long it is, both cleared by a good fetch.
/// A feed failing before the update counts as a run of one that began at its last failure.
enum FeedFetchStateSchema {
    static let identifier = "v11-feed-fetch-state"

    static let step = SchemaStep(migration: identifier, adds: [
        "feed": ["moved_to", "moved_since", "failing_since", "failed_fetches"],
    ])

    static func migrate(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE feed ADD COLUMN moved_to TEXT;
            ALTER TABLE feed ADD COLUMN moved_since REAL;
            ALTER TABLE feed ADD COLUMN failing_since REAL;
            ALTER TABLE feed ADD COLUMN failed_fetches INTEGER NOT NULL DEFAULT 0;
            UPDATE feed SET failing_since = last_error_at, failed_fetches = 1 WHERE last_error IS NOT NULL;
            """)
    }
}
