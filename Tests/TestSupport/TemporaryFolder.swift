import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A folder of its own in the temporary directory, removed with everything in it when the value
/// goes away.
public final class TemporaryFolder: Sendable {
    public let url: URL

    /// Makes the folder; with `made: false` only picks its name, for the code under test to make it.
    public init(made: Bool = true) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("aichats-test-\(UUID().uuidString)")
        if made { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
    }

    /// A file or folder in the folder; the app's database unless named.
    public func file(_ name: String = "aichats.sqlite") -> URL { url.appendingPathComponent(name) }

    /// The path of a file in the folder; the app's database unless named.
    public func path(_ name: String = "aichats.sqlite") -> String { file(name).path }

    /// The bytes of a file in the folder.
    public func bytes(_ name: String = "aichats.sqlite") throws -> Data { try Data(contentsOf: file(name)) }

    /// The text of a file in the folder.
    public func text(_ name: String) throws -> String { try String(contentsOf: file(name), encoding: .utf8) }

    /// Writes `text` to a file in the folder.
    public func write(_ text: String, to name: String) throws { try Data(text.utf8).write(to: file(name)) }

    /// Writes an executable file through a close-on-exec descriptor and returns it. A process that
    /// another test starts meanwhile (a tmux server, which lives on) would otherwise inherit it
    /// open for writing, and the kernel refuses to run a file open for writing ("Text file busy").
    @discardableResult
    public func writeExecutable(_ text: String, to name: String) throws -> URL {
        let target = file(name)
        let descriptor = Glibc.open(target.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: target.path]) }
        defer { Glibc.close(descriptor) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw CocoaError(.fileWriteOutOfSpace, userInfo: [NSFilePathErrorKey: target.path]) }
        return target
    }

    /// The names in the folder, sorted.
    public func listing() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    /// Whether a file exists in the folder.
    public func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(name)) }

    deinit {
        // A test may have made it read-only.
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        try? FileManager.default.removeItem(at: url)
    }
}
