import Foundation

/// Saves a document outside the app, such as an exported chat.
public protocol DocumentExporter: Sendable {
    /// Writes `text` under `fileName` (never overwriting an existing file) and returns where it went.
    func save(_ text: String, fileName: String) async throws -> URL
}
