import DataAccess

/// Something the opening of the database found that the user should know, said once as the app
/// or a command starts: a sentence for the screen (or a command's stderr) and a line for the log.
public struct StartNote: Sendable, Equatable {
    public let text: String
    public let logLine: String
    /// True for a problem, shown as a failure; false for news such as an update.
    public let isWarning: Bool

    /// What opening `database` found, least lasting last (the screen keeps the last notice, and
    /// a file that is not private is said again at every start, an update only once): the file
    /// is not private and could not be made so; it was updated from an older aichats's format.
    static func found(opening database: AppDatabase) -> [StartNote] {
        var notes: [StartNote] = []
        if let loose = database.looseFile {
            notes.append(StartNote(text: loose.notice, logLine: loose.logLine, isWarning: true))
        }
        if let upgrade = database.upgrade {
            notes.append(StartNote(text: upgrade.notice, logLine: upgrade.logLine, isWarning: upgrade.isWarning))
        }
        return notes
    }
}

extension AppDependencies {
    /// Said once as the app starts (and logged): what opening the database found (see
    /// `StartNote.found`). Empty for `.mock`.
    public var startNotes: [StartNote] {
        database.map(StartNote.found(opening:)) ?? []
    }
}
