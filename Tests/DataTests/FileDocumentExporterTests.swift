import Foundation
import Testing
@testable import Data

@Suite("Writing exported documents")
struct FileDocumentExporterTests {
    @Test func writesIntoANewFolderAndNeverOverwrites() async throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("aichats-export-\(UUID().uuidString)/exports")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let exporter = FileDocumentExporter(folder: folder)
        let first = try await exporter.save("one", fileName: "mochi-2026-11-22.md")
        let second = try await exporter.save("two", fileName: "mochi-2026-11-22.md")
        #expect(first.lastPathComponent == "mochi-2026-11-22.md")
        #expect(second.lastPathComponent == "mochi-2026-11-22-2.md")
        #expect(try String(contentsOf: first, encoding: .utf8) == "one")
        #expect(try String(contentsOf: second, encoding: .utf8) == "two")
    }

    @Test func aFolderThatCannotBeMadeGivesAClearError() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("aichats-file-\(UUID().uuidString)")
        try Foundation.Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let exporter = FileDocumentExporter(folder: file.appendingPathComponent("exports"))
        await #expect(throws: (any Error).self) { try await exporter.save("x", fileName: "a.md") }
    }
}
