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

/// The editor failed: it exited with a non-zero status (vim's `:cq`, the usual way to abort), was
/// ended by a signal, or could not start. What it saved is dropped, as `crontab -e` and git drop
/// an aborted edit, so the list is exactly as it was.
public struct EditorQuit: Error, Sendable, Equatable, CustomStringConvertible {
    public let failure: BrowserFailure

    public init(failure: BrowserFailure) { self.failure = failure }

    public var description: String {
        let how = switch failure {
        case .exited(let program, let status): "The editor (\(program)) quit with an error (exit \(status))"
        case .killed(let program, let signal): "The editor (\(program)) was ended by signal \(signal)"
        case .cannotStart(let program, let reason): "The editor (\(program)) could not start (\(reason))"
        case .notFound: "No editor could start"
        }
        return how + ": the feed list is unchanged"
    }
}
