import Foundation

/// Why the app's database could not be written (or read), in terms a user can act on.
public enum StorageFailure: Sendable, Equatable {
    /// The disk has no room left.
    case diskFull
    /// Another program holds the database locked for longer than the app waits.
    case locked
    /// The database file or its folder may not be written.
    case readOnly
    /// The disk reported an error while writing, as when a file-size limit is reached.
    case ioError
    /// The database file was replaced or moved away while the app ran: what it writes now would
    /// not reach the file the user sees.
    case replaced
    /// SQLite found a damaged page where it read: the tables a start does not check (the feed
    /// cache's items, the chats' messages) are found damaged only when read.
    case damaged
    /// Anything else SQLite refused.
    case failed

    /// The reason, to end a sentence such as "Could not save this reply: the disk is full".
    public var reason: String {
        switch self {
        case .diskFull: "the disk is full"
        case .locked: "another program has locked the database"
        case .readOnly: "the database file or its folder is read-only"
        case .ioError: "the database file could not be written, the disk may be full"
        case .replaced: "the database file was replaced or moved while aichats ran; quit and start aichats again"
        case .damaged: "the database file is damaged; quit aichats, then restore a backup of it or move it away"
        case .failed: "the database refused the change"
        }
    }
}
