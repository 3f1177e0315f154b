import Foundation

/// Why the feed list refused a change or could not be read, each with a sentence for the user.
public enum FeedListError: Error, Sendable, Equatable {
    /// Not a URL at all, such as a word or a path without `file://`.
    case notAURL(String)
    /// A URL with a scheme other than http, https or file.
    case unsupportedScheme(String)
    /// The feed (in any spelling) is already in the list.
    case alreadyListed(String)
    /// The feed is named by a line of the list that cannot be read; added again, it would be
    /// listed twice once that line is mended.
    case listedOnUnreadableLine(String, line: Int, reason: String)
    /// `remove` named a feed the list does not have.
    case notListed(String)
    /// A tag that would not read back as a tag: empty, `!` (hides), starting with `~` (renames)
    /// or holding a comma (splits in OPML).
    case invalidTag(String)
    /// The import file is OPML that gave no feeds: hostile, broken, no OPML, or the network
    /// helper that reads it is missing. The list is unchanged.
    case opmlUnreadable(path: String, reason: String)
    /// The import file is neither OPML nor a `urls` file: no line of it lists a feed, a comment
    /// or a newsboat line; `problem` is what its first line says.
    case notAFeedList(path: String, problem: String)
    /// A file could not be read; the reason is the system's.
    case unreadable(path: String, reason: String)
    /// The feed list could not be written; the reason is the system's. The file is unchanged.
    case unwritable(path: String, reason: String)
    /// The editor's copy of the list (`E` on Feeds) could not be put back; `reason` is the
    /// failure's message, and the copy stays where it is.
    case editKept(copy: String, reason: String)

    /// A sentence to show to the user, with the password of a feed's address masked. The URLs,
    /// tags and paths in it are the user's (an argument, a line of the list): a control character
    /// in one is shown as an escape (`ControlEscapes`), neither sent to the terminal nor removed.
    public var message: String { FeedAddress.masked(sentence) }

    private var sentence: String {
        switch escapingControls {
        case .notAURL(let text): Self.notAURL(text)
        case .unsupportedScheme(let text): "\(text): only http, https and file feeds can be added"
        case .alreadyListed(let text): "\(text) is already in the feed list"
        case .notListed(let text): "\(text) is not in the feed list"
        case .listedOnUnreadableLine(let text, let line, let reason):
            "\(text) is already in the feed list, on line \(line), which cannot be read (\(reason)); "
                + "mend or remove that line"
        case .invalidTag(let tag):
            "'\(tag)' cannot be a tag: a tag is not empty, not \"!\", does not start with \"~\" and holds no comma "
                + "(OPML separates tags with commas); give each tag its own --tag"
        case .opmlUnreadable(let path, let reason): "could not import the OPML file \(path) (the feed list is unchanged): \(reason)"
        case .notAFeedList(let path, let problem):
            "\(path) is neither an OPML file nor a newsboat urls file (\(problem)); the feed list is unchanged"
        case .unreadable(let path, let reason): "could not read \(path): \(reason)"
        case .unwritable(let path, let reason): "could not write \(path) (it is unchanged): \(reason)"
        case .editKept(let copy, let reason): "\(reason); your edit is kept in \(copy)"
        }
    }

    /// The same error with the user's texts in it shown by `ControlEscapes`.
    private var escapingControls: FeedListError {
        let shown = { (text: String) in ControlEscapes.visible(text) }
        return switch self {
        case .notAURL(let text): .notAURL(text)
        case .unsupportedScheme(let text): .unsupportedScheme(shown(text))
        case .alreadyListed(let text): .alreadyListed(shown(text))
        case .notListed(let text): .notListed(shown(text))
        case .listedOnUnreadableLine(let text, let line, let reason): .listedOnUnreadableLine(shown(text), line: line, reason: reason)
        case .invalidTag(let tag): .invalidTag(shown(tag))
        case .opmlUnreadable(let path, let reason): .opmlUnreadable(path: shown(path), reason: reason)
        case .notAFeedList(let path, let problem): .notAFeedList(path: shown(path), problem: problem)
        case .unreadable(let path, let reason): .unreadable(path: shown(path), reason: reason)
        case .unwritable(let path, let reason): .unwritable(path: shown(path), reason: reason)
        case .editKept(let copy, let reason): .editKept(copy: shown(copy), reason: reason)
        }
    }

    /// What to write instead: a path or a file URL with a host gets its `file:///` form. Text
    /// with a control character says so: with it hidden, "http://x/ is not a URL" would read false.
    private static func notAURL(_ text: String) -> String {
        if ControlEscapes.holdsControl(text) {
            return "\(ControlEscapes.visible(text)) is not a URL: it holds a control character"
        }
        if text.isEmpty { return "no URL given; write one in full, e.g. https://example.com/feed.xml" }
        // newsboat's feeds made by a command: advice on spelling a URL would turn the command into one.
        if let kind = ["exec:", "filter:", "query:"].first(where: { text.lowercased().hasPrefix($0) }) {
            return "\(text) is a newsboat \(kind) feed, made by a command or a query; aichats reads only feed URLs"
        }
        if text.hasPrefix("/") { return "\(text) is not a URL; a local file is written file://\(text)" }
        if text.lowercased().hasPrefix("file://") {
            return "\(text) is not a file URL this machine can read: write file:// and the absolute path, "
                + "e.g. file:///home/me/feed.xml"
        }
        if let scheme = text.range(of: "://") {
            if text.contains(where: \.isWhitespace) { return "\(text) is not a URL: a URL holds no spaces; write a space as %20" }
            if text[scheme.upperBound...].hasPrefix("/") || text.hasSuffix("://") {
                return "\(text) is not a URL: it names no host, e.g. https://example.com/feed.xml"
            }
        }
        // Quoted: a bare word ("not", "Dear") would read as prose, "not is not a URL".
        return "'\(text)' is not a URL; write it in full, e.g. https://example.com/feed.xml"
    }
}

/// Shown as its sentence wherever an error is described (a notice says `error.userMessage`).
extension FeedListError: CustomStringConvertible {
    public var description: String { message }
}
