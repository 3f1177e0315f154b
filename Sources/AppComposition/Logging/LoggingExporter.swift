import Domain
import Foundation
import Logging
import Presentation

/// Writes each export to the log, where it went or why it failed, then passes the result on.
struct LoggingExporter: DocumentExporter {
    let base: any DocumentExporter
    let logger: Logger

    func save(_ text: String, fileName: String) async throws -> URL {
        do {
            let file = try await base.save(text, fileName: fileName)
            logger.info("exported a chat", metadata: ["file": "\(file.path)"])
            return file
        } catch {
            logger.error("export failed: \(error.userMessage)")
            throw error
        }
    }
}
