import Domain
import Foundation
import Testing
@testable import DataAccess

@Suite("A file that cannot be used makes the whole source unavailable")
struct CatalogFileErrorTests {
    let launch = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func missingAvatarFileThrowsUnavailable() async throws {
        let files = try TemporaryCatalog(avatars: nil)
        let service = EmbeddedAvatarService(catalog: EmbeddedCatalog(directory: files.directory, launchedAt: launch))
        await #expect(throws: DomainError.unavailable("avatars.json: the file cannot be read")) {
            try await service.allAvatars()
        }
    }

    @Test func objectInsteadOfArrayThrowsUnavailable() async throws {
        let files = try TemporaryCatalog(news: #"{"id": "n"}"#)
        let service = EmbeddedNewsService(catalog: EmbeddedCatalog(directory: files.directory, launchedAt: launch))
        await #expect(throws: DomainError.unavailable("news.json: not a JSON array")) {
            try await service.allArticles()
        }
    }

    @Test func brokenJSONThrowsUnavailable() async throws {
        let files = try TemporaryCatalog(avatars: "[{\"id\": ")
        let catalog = EmbeddedCatalog(directory: files.directory, launchedAt: launch)
        await #expect(throws: DomainError.unavailable("avatars.json: not valid JSON")) {
            try await catalog.avatars()
        }
    }

    @Test func oneBrokenFileLeavesTheOtherReadable() async throws {
        let files = try TemporaryCatalog(avatars: "nonsense", news: RecordJSON.array([RecordJSON.article(id: "n")]))
        let catalog = EmbeddedCatalog(directory: files.directory, launchedAt: launch)
        await #expect(throws: DomainError.self) { try await catalog.avatars() }
        #expect(try await catalog.articles().items.map(\.id) == ["n"])
    }

    @Test func missingDirectoryThrowsUnavailable() async throws {
        let catalog = EmbeddedCatalog(directory: nil, launchedAt: launch)
        await #expect(throws: DomainError.unavailable("Catalog: the bundled data is missing")) {
            try await catalog.articles()
        }
    }
}
