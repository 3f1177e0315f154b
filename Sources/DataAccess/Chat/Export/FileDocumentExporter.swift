import Domain
import Foundation

/// Writes exported documents into a folder (`<data folder>/exports`), creating it when needed.
/// An existing file is never overwritten: the new one gets a "-2", "-3", … suffix. The folder
/// and the files are the user's alone (0700 and 0600), whatever the umask.
public struct FileDocumentExporter: DocumentExporter {
    public let folder: URL

    public init(folder: URL) { self.folder = folder }

    /// Writes the document and returns its path; a failure says in one line what could not be
    /// written and why (`ExportFailure`).
    public func save(_ text: String, fileName: String) async throws -> URL {
        do {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: PrivateFiles.folderMode])
        } catch {
            throw ExportFailure(path: folder.path, reason: Self.whyNotMade(folder, error))
        }
        PrivateFiles.tighten(folder.path)
        let base = (fileName as NSString).deletingPathExtension, ext = (fileName as NSString).pathExtension
        var number = 1
        while true {
            let name = number == 1 ? fileName : "\(base)-\(number).\(ext)"
            let target = folder.appendingPathComponent(name)
            do {
                try PrivateFiles.create(target.path, containing: text.utf8)
                return target
            } catch let error as POSIXError where error.code == .EEXIST {
                number += 1
            } catch {
                throw ExportFailure(path: target.path, reason: DatabaseOpenError.describe(error))
            }
        }
    }
}

extension FileDocumentExporter {
    /// Why the folder could not be made: Foundation says "A file with the same name already
    /// exists" in its own boilerplate for a file in the folder's place.
    static func whyNotMade(_ folder: URL, _ error: any Error) -> String {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), !isFolder.boolValue {
            return "it is a file, not a folder"
        }
        return DatabaseOpenError.describe(error)
    }
}

/// Why an export could not be written, such as "the disk is full" (`SystemReason`), with the file or folder.
public struct ExportFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file or folder that could not be written.
    public let path: String
    /// The system's reason.
    public let reason: String

    /// One line for the user and the log.
    public var description: String { "could not write \(path): \(reason)" }
}
