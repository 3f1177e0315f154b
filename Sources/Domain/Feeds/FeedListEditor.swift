/// Hands the feed list to the user's text editor (newsboat's `edit-urls`) and returns once the
/// editor has closed; the list is read again after it, as after any change to the file.
public protocol FeedListEditor: Sendable {
    /// Creates the list first when it is missing, so that an empty list can be edited too.
    /// Throws, with a sentence for the user, when no editor exists or it fails.
    func edit() async throws
}

/// None of the editors named (by `$VISUAL`, `$EDITOR`, else `vi`) exists.
public struct EditorNotFound: Error, Sendable, Equatable, CustomStringConvertible {
    public let program: String

    public init(program: String) { self.program = program }

    public var description: String {
        "no editor found (\(program) is not installed); set VISUAL or EDITOR, e.g. EDITOR=nano"
    }
}
