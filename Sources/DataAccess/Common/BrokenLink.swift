import Foundation

/// A symbolic link that leads to nothing usable: back to itself (through one or more links), or
/// to a path where nothing is. Said as such: the system's "Too many levels of symbolic links"
/// read as a permission problem, and "No such file" as a missing folder.
public enum BrokenLink {
    /// What is wrong with the link at `path` ("is a link that loops back on itself", "is a link to
    /// x.sqlite, which does not exist"); nil when `path` is no link, or one that leads somewhere.
    public static func problem(at path: String) -> String? {
        var info = stat()
        if stat(path, &info) == 0 { return nil }
        let code = errno
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
        if code == ELOOP { return "is a link that loops back on itself (\(String(cString: strerror(ELOOP))))" }
        guard code == ENOENT || code == ENOTDIR, let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else {
            return nil
        }
        return "is a link to \(target), which does not exist"
    }
}
