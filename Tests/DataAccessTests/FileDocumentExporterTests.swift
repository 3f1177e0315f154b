@testable import DataAccess
import Foundation
import TestSupport
import Testing

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
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let exporter = FileDocumentExporter(folder: file.appendingPathComponent("exports"))
        await #expect(throws: (any Error).self) { try await exporter.save("x", fileName: "a.md") }
    }
}

@Suite("Export failures say why")
struct ExportFailureTests {
    @Test func aNameTooLongForTheFileSystemSaysSoOnOneLine() async throws {
        let folder = try TemporaryFolder()
        let exporter = FileDocumentExporter(folder: folder.url.appendingPathComponent("exports"))
        let name = String(repeating: "a", count: 300) + ".md"
        let error = await #expect(throws: ExportFailure.self) { try await exporter.save("x", fileName: name) }
        #expect(error?.reason == "File name too long")
        #expect(error?.description == "could not write \(folder.url.path)/exports/\(name): File name too long")
        #expect(try folder.listing() == ["exports"], "nothing half written is left")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("exports")).isEmpty)
    }

    /// Foundation's "The operation could not be completed. A file with the same name already
    /// exists." named neither the file nor what to do.
    @Test func aFileWhereTheFolderShouldBeIsNamedAsOne() async throws {
        let data = try TemporaryFolder()
        try data.write("not a folder", to: "exports")
        let exporter = FileDocumentExporter(folder: data.file("exports"))
        let error = await #expect(throws: ExportFailure.self) { try await exporter.save("# Chat", fileName: "chat.md") }
        #expect(error?.description == "could not write \(data.path("exports")): it is a file, not a folder")
    }

    @Test func aFolderThatCannotBeMadeNamesItAndTheReason() async throws {
        let folder = try TemporaryFolder()
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder.path("file")))
        let exporter = FileDocumentExporter(folder: folder.url.appendingPathComponent("file/exports"))
        let error = await #expect(throws: ExportFailure.self) { try await exporter.save("x", fileName: "a.md") }
        #expect(error?.path == folder.path("file") + "/exports")
        #expect(error?.reason.isEmpty == false)
        #expect(error?.description.contains("\n") == false)
    }
}
