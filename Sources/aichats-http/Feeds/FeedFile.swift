import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A `file:` feed, read with the same size limit as a body from the network.
enum FeedFile {
    struct Failure: Error {
        let reason: String
    }

    static func read(_ url: URL, limit: Int) -> Result<Data, Failure> {
        guard url.isFileURL, let handle = FileHandle(forReadingAtPath: url.path) else {
            return .failure(Failure(reason: "the file \(url.path) cannot be read"))
        }
        defer { try? handle.close() }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return .failure(Failure(reason: "\(url.path) is a folder, not a feed"))
        }
        // One byte past the limit tells "too large" apart from "exactly the limit".
        guard let data = try? handle.read(upToCount: limit + 1) else {
            return .failure(Failure(reason: "the file \(url.path) cannot be read"))
        }
        guard data.count <= limit else { return .failure(Failure(reason: ByteCount.tooLarge(limit))) }
        return .success(data)
    }
}
