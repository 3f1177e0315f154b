import Domain
import Foundation
import GRDB

/// Why the database could not be opened. Every case leaves the file as it was.
public enum DatabaseOpenError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file is not SQLite, or is a SQLite database of another program.
    case notADatabase(path: String, reason: String)
    /// The file or folder is a symbolic link that leads nowhere (`BrokenLink`): `problem` says why.
    case brokenLink(path: String, problem: String)
    /// The file is a SQLite database whose content is damaged.
    case corrupt(path: String, reason: String)
    /// The database was migrated by a newer build: it holds schema versions this build does not
    /// know, of data format `dataFormat` (nil when their names give none). `copyBeforeUpdate` names
    /// the newest copy in its folder that this build opens (`CopyBeforeUpdate`), if any.
    case newerSchema(path: String, dataFormat: Int?, copyBeforeUpdate: String?)
    /// The database's tables are not what its schema versions say, e.g. a table was renamed.
    case wrongSchema(path: String, problems: [String])
    /// The folder or the file cannot be created or written.
    case notWritable(path: String, reason: String)
    /// The data `folder` is missing and could not be made, because `blocker` (the folder itself
    /// or one above it, such as `~/.local` under a `HOME` in /proc) could not be created.
    case folderNotCreated(folder: String, blocker: String, reason: String)
    /// Writing failed below SQLite: a file-size limit, a failing device, a disk that may be full.
    case writeFailed(path: String, reason: String)
    /// Writing failed for want of room on the disk (SQLite's "database or disk is full", or a
    /// write error with the disk all but full).
    case diskFull(path: String)
    /// The file's path is longer than SQLite opens (`AppDatabase.longestPath` bytes).
    case pathTooLong(path: String)
    /// Anything else that kept the database from opening, such as a lock held by another program.
    case unavailable(path: String, reason: String)
    /// The database, of the older data format `dataFormat`, needs updating, and another aichats
    /// has it open (`RunningLock`): an older one, as a rule, which would go on reading and writing
    /// it in the older format, so nothing was changed. The other one's own format is not known
    /// (the file may have been put back under a running one), so the message says the file's.
    case updateWhileInUse(path: String, dataFormat: Int)

    /// The file or folder the error is about.
    public var path: String {
        switch self {
        case .notADatabase(let path, _), .corrupt(let path, _), .newerSchema(let path, _, _), .wrongSchema(let path, _),
            .notWritable(let path, _), .writeFailed(let path, _), .unavailable(let path, _), .pathTooLong(let path),
            .diskFull(let path), .folderNotCreated(let path, _, _), .brokenLink(let path, _), .updateWhileInUse(let path, _):
            path
        }
    }

    /// One sentence for the user: what is wrong with which file, and what to do.
    public var message: String { message(folderSetting: "--data-dir") }

    /// `message`, naming `folderSetting` as the way to choose another data folder: the option, or
    /// `AICHATS_DATA_DIR` when that variable chose this one.
    public func message(folderSetting: String) -> String {
        let elsewhere = "or point \(folderSetting) elsewhere"
        // The path comes from the user (--data-dir): a control character in it is shown, not sent.
        let shown = ControlEscapes.visible(path)
        return switch self {
        case .notADatabase(_, let reason):
            "\(shown) is not an aichats database (\(reason)). Move it away \(elsewhere)."
        case .brokenLink(_, let problem):
            "\(shown) \(ControlEscapes.visible(problem)). Fix or remove the link, \(elsewhere)."
        case .corrupt(_, let reason):
            "\(shown) is damaged (\(reason)). Move it away or restore a backup, \(elsewhere)."
        case .newerSchema(_, let format, let copy):
            "\(shown) was written by a newer aichats (\(Self.formats(newer: format))). Install the newer aichats, "
                + (copy.map { "or put \(ControlEscapes.visible($0)) (the copy kept before the update, without the changes made "
                    + "since) in its place, " } ?? "")
                + "\(elsewhere)."
        case .wrongSchema(_, let problems):
            "\(shown) does not have the tables aichats expects (\(Self.summary(of: problems))), so it was "
                + "left as it was. Restore a backup or move it away, \(elsewhere)."
        case .notWritable(_, let reason):
            "cannot \(reason == Self.unreadable ? "open" : "write to") \(shown) (\(reason)). "
                + (Self.remedy(forUnwritable: reason).map { "\($0) \(elsewhere)." } ?? "Point \(folderSetting) elsewhere.")
        case .folderNotCreated(_, let blocker, let reason):
            "cannot create the data folder \(shown)"
                + (blocker == path ? "" : ": \(ControlEscapes.visible(blocker)) cannot be created")
                + " (\(reason)). " + (Self.remedy(forUnwritable: reason).map { "\($0) \(elsewhere)." } ?? "Point \(folderSetting) elsewhere.")
        case .writeFailed(_, let reason):
            "\(shown) could not be written (\(reason)). The disk may be full, or a file-size limit (ulimit -f) "
                + "reached: free some space or raise the limit, \(elsewhere)."
        case .diskFull:
            "\(shown) could not be written: the disk is full. Free some space, \(elsewhere)."
        case .pathTooLong:
            "\(shown) is too long a path for SQLite (\(path.utf8.count) bytes; it opens at most \(AppDatabase.longestPath)): "
                + "point \(folderSetting) at a folder with a shorter path."
        case .unavailable(_, let reason):
            "\(shown) could not be opened (\(reason)). Close other aichats windows and try again, \(elsewhere)."
        case .updateWhileInUse(_, let format):
            "another aichats is running on \(ControlEscapes.visible(Self.folder(of: path))): quit it, then start this one "
                + "again to update \(ControlEscapes.visible(Self.name(of: path))) from data format \(format) to "
                + "\(AppDatabase.dataFormat). Nothing was changed."
        }
    }

    public var description: String { message }

    /// The reason of a database file that cannot even be read (mode 000): it cannot be opened.
    static let unreadable = "the file cannot be read"

    /// What to do about a folder or file that cannot be written, by why; nil when nothing can
    /// be done there (a folder that cannot be made, such as one inside /proc).
    private static func remedy(forUnwritable reason: String) -> String? {
        if reason == String(cString: strerror(EROFS)) { return "The disk is mounted read-only: remount it" }
        if reason.hasSuffix("not a folder") { return "Move the file away" }
        if reason == String(cString: strerror(ENOENT)) { return nil }
        return "Fix its permissions"
    }

    /// "data format 11; this aichats reads up to 10".
    private static func formats(newer format: Int?) -> String {
        let known = AppDatabase.dataFormat
        guard let format, format > known else { return "a data format this aichats does not know; it reads up to \(known)" }
        return "data format \(format); this aichats reads up to \(known)"
    }

    /// The folder of the file at `path`: the data folder, for a database.
    private static func folder(of path: String) -> String {
        URL(fileURLWithPath: path).deletingLastPathComponent().path
    }

    /// The name of the file at `path`, such as "aichats.sqlite".
    private static func name(of path: String) -> String {
        URL(fileURLWithPath: path).lastPathComponent
    }

    /// The first problems, then how many more.
    private static func summary(of problems: [String]) -> String {
        let shown = problems.prefix(3).joined(separator: "; ")
        return problems.count > 3 ? "\(shown); \(problems.count - 3) more" : shown
    }

    /// Sorts an error from SQLite or the file system into a case about `path`.
    static func classify(_ error: any Error, path: String) -> DatabaseOpenError {
        if let error = error as? DatabaseOpenError { return error }
        guard let error = error as? DatabaseError else {
            return .unavailable(path: path, reason: describe(error))
        }
        // One line: SQLite's messages may quote a statement over several.
        let reason = (error.message ?? "\(error.resultCode)").split(whereSeparator: \.isNewline).joined(separator: " ")
        switch error.resultCode {
        case .SQLITE_NOTADB: return .notADatabase(path: path, reason: reason)
        case .SQLITE_CORRUPT: return .corrupt(path: path, reason: reason)
        case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_CANTOPEN: return .notWritable(path: path, reason: reason)
        case .SQLITE_FULL: return .diskFull(path: path)
        case .SQLITE_IOERR: return .writeFailed(path: path, reason: reason)
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return .unavailable(path: path, reason: "another program holds it locked")
        default: return .unavailable(path: path, reason: reason)
        }
    }

    /// A short reason for a file-system error, such as "Permission denied".
    static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return SystemReason.text(Int32(underlying.code))
        }
        if nsError.domain == NSPOSIXErrorDomain { return SystemReason.text(Int32(nsError.code)) }
        return nsError.localizedDescription
    }
}
