import Foundation

/// A database of an older aichats that was updated to this build's data format as it opened.
/// An older aichats cannot open it any more, so the app says it once (the log, and the screen or
/// stderr), naming the copy of the file as it was.
public struct SchemaUpgrade: Sendable, Equatable {
    /// What became of the copy of the file made before the update.
    public enum Copy: Sendable, Equatable {
        /// Kept in the data folder under this name.
        case kept(fileName: String)
        /// None could be made, for this reason (such as a full disk); the update went ahead.
        case notKept(reason: String)
        /// None was made: the database was itself a copy (`aichats render`'s), and the file it
        /// was copied from is left as it was.
        case notNeeded
    }

    public let fromFormat: Int
    public let toFormat: Int
    /// The newest schema version before and after, for the log.
    public let fromVersion: String
    public let toVersion: String
    public let copy: Copy

    /// One line for the log: "updated the database from data format 8 (v8-…) to 10 (v10-…); …".
    public var logLine: String {
        "updated the database from data format \(fromFormat) (\(fromVersion)) to \(toFormat) (\(toVersion)); \(copyText)"
    }

    /// One sentence for the user, said once: on the screen, or on stderr by a command.
    public var notice: String {
        "\(AppDatabase.fileName) was updated to data format \(toFormat), which older aichats cannot open; \(copyText)"
    }

    /// True when no copy could be kept: a notice to be shown as a failure.
    public var isWarning: Bool {
        if case .notKept = copy { true } else { false }
    }

    private var copyText: String {
        switch copy {
        case .kept(let name): "the previous file is kept as \(name)"
        case .notKept(let reason): "no copy of the previous file could be kept (\(reason))"
        case .notNeeded: "the file it was copied from is left as it was"
        }
    }
}
