import Data
import Domain
import Foundation

/// Every service the app uses, assembled once and handed to the module factories.
public struct AppDependencies: Sendable {
    /// Avatars.
    public var avatars: any AvatarService
    /// News.
    public var news: any NewsService
    /// The user's profile.
    public var profiles: any ProfileService
    /// Who writes the avatars' replies.
    public var responder: any ChatResponder
    /// Opens links in a browser.
    public var urlOpener: any URLOpener
    /// The clock every time rule uses.
    public var clock: NowProvider

    /// Creates a set of dependencies.
    public init(
        avatars: any AvatarService, news: any NewsService, profiles: any ProfileService,
        responder: any ChatResponder, urlOpener: any URLOpener, clock: NowProvider
    ) {
        self.avatars = avatars
        self.news = news
        self.profiles = profiles
        self.responder = responder
        self.urlOpener = urlOpener
        self.clock = clock
    }

    /// The real app: the embedded catalog, an in-memory profile, the offline persona responder.
    public static func live(launchedAt: Date = Date()) -> AppDependencies {
        let catalog = EmbeddedCatalog(launchedAt: launchedAt)
        return AppDependencies(
            avatars: EmbeddedAvatarService(catalog: catalog), news: EmbeddedNewsService(catalog: catalog),
            profiles: InMemoryProfileService(), responder: OfflinePersonaResponder(seed: UInt64(launchedAt.timeIntervalSince1970)),
            urlOpener: ProcessURLOpener(), clock: .system)
    }

    /// Deterministic fixtures at a fixed time, for tests and `render --data mock`.
    public static var mock: AppDependencies { mock(.standard) }

    /// Fixtures of one variant (CJK-heavy, empty, with a bad record), optionally signed in.
    public static func mock(_ variant: FixtureCatalog.Variant, profile: Profile? = nil) -> AppDependencies {
        AppDependencies(
            avatars: FixtureCatalog.avatarService(variant), news: FixtureCatalog.newsService(variant),
            profiles: InMemoryProfileService(profile: profile), responder: OfflinePersonaResponder(seed: 7, delay: .zero),
            urlOpener: RecordingURLOpener(), clock: FixtureCatalog.clock)
    }

    /// Services that fail to load, for the error states.
    public static var failing: AppDependencies {
        var deps = mock
        deps.avatars = FailingAvatarService()
        deps.news = FailingNewsService()
        return deps
    }
}

/// A URL opener that only remembers what it was asked to open.
public actor RecordingURLOpener: URLOpener {
    /// The addresses opened so far.
    public private(set) var opened: [URL] = []

    /// Creates an opener with nothing opened.
    public init() {}

    /// Remembers the address.
    public func open(_ url: URL) async throws { opened.append(url) }
}
