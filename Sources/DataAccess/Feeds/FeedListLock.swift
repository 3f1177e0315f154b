import Domain
import Foundation

/// Every change to the feed list (`aichats feeds add`, `remove` and `import`, and putting back
/// the copy that the app's editor changed) reads the file, changes it and renames a new file
/// over it; two at once would each write their own change over the other's, and one would be
/// lost. They take turns on a `FolderLock` on the folder that holds the file (the folder of the
/// file a symbolic link leads to), which the rename leaves in place and which gets no lock file
/// beside the user's `urls`. Reading the list takes no lock: the rename replaces the file whole.
enum FeedListLock {
    /// How long a change waits for another: each takes milliseconds, so a lock held this long
    /// belongs to a program that is stuck.
    static let timeout: Duration = .seconds(5)

    /// Runs `body` (a read, a change and `FeedFileIO.replace`) while no other change runs. With
    /// `makingFolder`, a missing folder is made first, so that the first change of a new list
    /// is locked too; without, a missing folder means there is nothing to change.
    static func whileChanging<T>(
        _ path: String, makingFolder: Bool = true, _ body: () throws(FeedListError) -> T
    ) throws(FeedListError) -> T {
        let folder = prepare(path, makingFolder: makingFolder)
        return try FolderLock.withLock(on: folder, timeout: timeout, timedOut: { busy(path) }, body)
    }

    /// The folder to lock, made when asked and missing. A folder that cannot be made is left to
    /// the body, whose read or write says why.
    private static func prepare(_ path: String, makingFolder: Bool) -> String {
        let folder = FeedFileIO.folder(of: path)
        if makingFolder, !FileManager.default.fileExists(atPath: folder) { try? FeedFileIO.makeFolder(folder, for: path) }
        return folder
    }

    private static func busy(_ path: String) -> FeedListError {
        .unwritable(path: path, reason: "another aichats is changing it and has not finished for 5 s; try again once it is done")
    }
}
