import Foundation

/// A folder in the temporary directory for database files, removed when the value goes away.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("aichats-db-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of a file in the folder.
    func path(_ name: String = "aichats.sqlite") -> String { url.appendingPathComponent(name).path }

    /// The bytes of a file in the folder.
    func bytes(_ name: String = "aichats.sqlite") throws -> Foundation.Data {
        try Foundation.Data(contentsOf: url.appendingPathComponent(name))
    }

    /// The names in the folder, sorted.
    func listing() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    /// Whether a file exists in the folder.
    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(name)) }

    deinit {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        try? FileManager.default.removeItem(at: url)
    }
}

/// A fixed instant plus some seconds, for readable test times.
func instant(_ seconds: Double) -> Date { Date(timeIntervalSince1970: 1_700_000_000 + seconds) }
