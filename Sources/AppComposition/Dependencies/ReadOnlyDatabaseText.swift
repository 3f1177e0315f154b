import Domain

/// What the app at start and `aichats refresh` say of a database opened read-only (a full disk,
/// a file or folder without write permission): one sentence, why and what makes it writable
/// again, so that the two never say it differently.
enum ReadOnlyDatabaseText {
    /// The app's notice: "Opened read-only, as the disk is full: your data shows, but nothing you
    /// change is saved until you free some space and start aichats again."
    static func atStart(_ failure: StorageFailure) -> String {
        sentence(failure, kept: "your data shows, but nothing you change", again: "start aichats again")
    }

    /// `aichats refresh`, which stops before it fetches: it could store nothing.
    static func refresh(_ failure: StorageFailure) -> String {
        sentence(failure, kept: "nothing was fetched, as nothing", again: "run aichats refresh again")
    }

    private static func sentence(_ failure: StorageFailure, kept: String, again: String) -> String {
        let remedy = failure == .readOnly ? "you make it writable (chmod u+w)" : "you free some space"
        return "Opened read-only, as \(failure.reason): \(kept) is saved until \(remedy) and \(again)."
    }
}
