import Domain
import Foundation

/// Writes exported documents into a folder (`<data folder>/exports`), creating it when needed.
/// An existing file is never overwritten: the new one gets a "-2", "-3", … suffix.
public struct FileDocumentExporter: DocumentExporter {
    /// The folder documents go into.
    public let folder: URL

    /// Creates an exporter for a folder.
    public init(folder: URL) { self.folder = folder }

    /// Writes the document and returns its path.
    public func save(_ text: String, fileName: String) async throws -> URL {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let target = freeName(for: fileName)
            try Foundation.Data(text.utf8).write(to: target, options: .withoutOverwriting)
            return target
        } catch {
            throw DomainError.unavailable("\(folder.path): \(error.localizedDescription)")
        }
    }

    private func freeName(for fileName: String) -> URL {
        let base = (fileName as NSString).deletingPathExtension, ext = (fileName as NSString).pathExtension
        var candidate = folder.appendingPathComponent(fileName)
        var number = 2
        while FileManager.default.fileExists(atPath: candidate.path) {
            candidate = folder.appendingPathComponent("\(base)-\(number).\(ext)")
            number += 1
        }
        return candidate
    }
}
