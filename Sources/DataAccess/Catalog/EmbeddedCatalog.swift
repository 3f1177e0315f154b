import Domain
import Foundation

/// The avatars and news shipped with the app, read from a directory of JSON files.
///
/// Each file is read once, on first use, and the result (or the failure) is kept.
/// Records store ages ("created 3 days ago"), which become dates counted back from `launchedAt`.
public actor EmbeddedCatalog {
    /// The catalog directory bundled with this module, or nil if the bundle lacks it.
    public static var bundledDirectory: URL? {
        ProgramFolder.resources("Catalog")
    }

    private let directory: URL?
    private let launchedAt: Date
    private var avatarLoad: Result<CatalogLoad<Avatar>, DomainError>?
    private var articleLoad: Result<CatalogLoad<NewsArticle>, DomainError>?

    public init(directory: URL? = EmbeddedCatalog.bundledDirectory, launchedAt: Date) {
        self.directory = directory
        self.launchedAt = launchedAt
    }

    /// Starts reading both files in the background, so they are ready by the time a screen asks
    /// (the app does this while it opens its database).
    public nonisolated func prefetch() {
        Task(priority: .userInitiated) {
            _ = try? await self.avatars()
            _ = try? await self.articles()
        }
    }

    /// The avatars in avatars.json; throws `DomainError.unavailable` when the file is unusable.
    public func avatars() throws(DomainError) -> CatalogLoad<Avatar> {
        try load(AvatarRecord.self, keptIn: &avatarLoad)
    }

    /// The articles in news.json; throws `DomainError.unavailable` when the file is unusable.
    public func articles() throws(DomainError) -> CatalogLoad<NewsArticle> {
        try load(NewsArticleRecord.self, keptIn: &articleLoad)
    }

    /// The file's load, read on the first call and kept, failure included.
    private func load<Record: CatalogRecord>(
        _: Record.Type, keptIn kept: inout Result<CatalogLoad<Record.Item>, DomainError>?
    ) throws(DomainError) -> CatalogLoad<Record.Item> {
        if let kept { return try kept.get() }
        let result = Result { () throws(DomainError) in
            try Record.load(from: try catalogDirectory(), launchedAt: launchedAt)
        }
        kept = result
        return try result.get()
    }

    private func catalogDirectory() throws(DomainError) -> URL {
        guard let directory else { throw DomainError.unavailable("Catalog: the bundled data is missing") }
        return directory
    }
}
