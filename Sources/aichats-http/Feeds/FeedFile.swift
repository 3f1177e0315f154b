import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A `file:` feed, read with the same size limit as a body from the network. Only a regular file
/// is read: opening a named pipe would wait for a writer until the helper is stopped.
enum FeedFile {
    struct Failure: Error {
        let reason: String
    }

    static func read(_ url: URL, limit: Int) -> Result<Data, Failure> {
        let path = url.path
        var info = stat()
        guard url.isFileURL, stat(path, &info) == 0 else { return .failure(Failure(reason: reason(errno, path))) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(Failure(reason: "\(path) is a folder, not a feed"))
        default: return .failure(Failure(reason: "\(path) is not a regular file (a pipe, a socket or a device), so it is not read"))
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(Failure(reason: reason(errno, path))) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        // One byte past the limit tells "too large" apart from "exactly the limit".
        // nil is the end of the file: an empty file is read as empty, and fails as no feed.
        guard let data = try? handle.read(upToCount: limit + 1) ?? Data() else {
            return .failure(Failure(reason: "the file \(path) cannot be read"))
        }
        guard data.count <= limit else { return .failure(Failure(reason: ByteCount.tooLarge(limit))) }
        return .success(data)
    }

    private static func reason(_ error: Int32, _ path: String) -> String {
        switch error {
        case ENOENT, ENOTDIR: "there is no file \(path)"
        case EACCES, EPERM: "the file \(path) cannot be read: permission denied"
        default: "the file \(path) cannot be read (\(String(cString: strerror(error))))"
        }
    }
}
