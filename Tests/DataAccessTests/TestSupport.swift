import DataAccess
import Foundation
import TestSupport

extension TemporaryFolder {
    /// A new folder with the app's database made in it.
    static func withDatabase() throws -> (TemporaryFolder, AppDatabase) {
        let folder = try TemporaryFolder()
        return (folder, try AppDatabase(path: folder.path()))
    }
}

/// A catalog directory in the temporary folder, removed when the value goes away.
final class TemporaryCatalog {
    private let folder: TemporaryFolder
    var directory: URL { folder.url }

    /// Writes the given file contents; a nil content leaves that file out.
    init(avatars: String? = "[]", news: String? = "[]") throws {
        folder = try TemporaryFolder()
        if let avatars { try write(avatars, to: "avatars.json") }
        if let news { try write(news, to: "news.json") }
    }

    func write(_ text: String, to file: String) throws { try folder.write(text, to: file) }

    func remove(_ file: String) throws { try FileManager.default.removeItem(at: folder.file(file)) }
}

/// JSON records for catalog files, with edits applied per test.
enum RecordJSON {
    typealias Edit = @Sendable (inout [String: Any]) -> Void

    static func avatar(id: String, _ edit: Edit = { _ in }) -> [String: Any] {
        var record: [String: Any] = [
            "id": id, "name": "Name of \(id)", "character": "cat", "action": "sleeping",
            "location": "in the park", "author": "Test Author", "created_days_ago": 3, "popularity": 10,
        ]
        edit(&record)
        return record
    }

    static func article(id: String, _ edit: Edit = { _ in }) -> [String: Any] {
        var record: [String: Any] = [
            "id": id, "title": "Title of \(id)", "summary": "A summary.", "body": ["One.", "Two.", "Three."],
            "source": "Test Source", "author": "Test Author", "url": "https://news.example.com/\(id)",
            "category": "science", "age_minutes": 90, "premium": false,
        ]
        edit(&record)
        return record
    }

    static func array(_ records: [Any]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: records), as: UTF8.self)
    }
}

extension String {
    /// Whether the text has Chinese characters or Japanese kana.
    var containsCJK: Bool {
        unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value) }
    }

    /// Whether the text has Japanese kana.
    var containsKana: Bool { unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) } }

    /// Whether the text has an emoji picture.
    var containsEmoji: Bool {
        unicodeScalars.contains { $0.properties.isEmojiPresentation || $0.value >= 0x1F000 }
    }
}
