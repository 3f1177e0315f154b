import Domain
import Presentation
import TerminalUI

/// A screen named on the command line: `welcome`, `explore`, `category:<option>`,
/// `category:bookmarks`, `article:<id>`, `chat:<avatar-id>`, `chats`, `profile`, `new-avatar`,
/// `help`, `feeds`, `feed-items:<all|bookmarks|tag:<tag>|feed URL>`, `feed-article:<item id>`.
public struct ScreenSpec: Sendable, Equatable {
    /// The navigation stack that shows the screen.
    public let path: [AppRoute]
    /// A sheet over it, for `help` and `new-avatar`.
    public let sheet: AppSheet?

    /// The names the parser accepts, for messages.
    public static let usage =
        "welcome, explore, category:<option>, category:bookmarks, article:<id>, chat:<avatar-id>, chats, profile, new-avatar, help, "
        + "feeds, feed-items:<all|bookmarks|tag:<tag>|feed URL>, feed-article:<item id>"

    /// The options of `category:`: the kinds of avatar, the news topics, then `bookmarks`.
    public static let categoryOptions =
        CharacterOption.allCases.map(\.rawValue) + NewsCategory.allCases.map(\.rawValue) + ["bookmarks"]

    /// Why `text` names no screen, and the names that would: for a `category:`, its options.
    public static func unknownScreenMessage(_ text: String) -> String {
        let known = text.lowercased().hasPrefix("category:")
            ? "category: takes one of " + categoryOptions.joined(separator: ", ") : "use one of: " + usage
        return "unknown screen '\(text)'; " + known
    }

    /// Parses a name; nil when it is not one of the accepted forms.
    public init?(_ text: String) {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        let argument = parts.count > 1 ? parts[1] : ""
        switch (parts.first ?? "", argument.isEmpty) {
        case ("welcome", true): (path, sheet) = ([.welcome], nil)
        case ("explore", true): (path, sheet) = ([.explore], nil)
        case ("help", true): (path, sheet) = ([.explore], .help)
        case ("new-avatar", true): (path, sheet) = ([.explore], .createAvatar(.assistant))
        case ("chats", true): (path, sheet) = ([.explore, .chats], nil)
        case ("profile", true): (path, sheet) = ([.explore, .profile], nil)
        case ("article", false): (path, sheet) = ([.explore, .article(id: argument)], nil)
        case ("feeds", true): (path, sheet) = ([.explore, .feeds], nil)
        case ("feed-items", false):
            guard argument != "tag:" else { return nil }
            (path, sheet) = ([.explore, .feeds, .feedItems(Self.scope(argument))], nil)
        case ("feed-article", false):
            guard let id = Int64(argument) else { return nil }
            (path, sheet) = ([.explore, .feeds, .feedArticle(id: id)], nil)
        case ("chat", false): (path, sheet) = ([.explore, .chat(avatarID: argument)], nil)
        case ("category", false):
            if let option = CharacterOption(rawValue: argument.lowercased()) {
                (path, sheet) = ([.explore, .category(.avatars(option))], nil)
            } else if let topic = NewsCategory(rawValue: argument.lowercased()) {
                (path, sheet) = ([.explore, .category(.news(topic))], nil)
            } else if argument.lowercased() == "bookmarks" {
                (path, sheet) = ([.explore, .category(.bookmarks)], nil)
            } else {
                return nil
            }
        default: return nil
        }
    }

    private static func scope(_ argument: String) -> FeedItemScope {
        switch argument {
        case "all": .all
        case "bookmarks": .bookmarks
        default: argument.hasPrefix("tag:") ? .tag(String(argument.dropFirst(4))) : .feed(argument)
        }
    }

    /// True for the screens that show the user's own records: Profile and Chats.
    public var showsUserRecords: Bool { path.contains(.profile) || path.contains(.chats) }

    /// What the screen names that `deps` does not have ("no article with id '999' …", "… is not
    /// in the feed list", a tag no feed has), or nil.
    public func missingItem(in deps: AppDependencies) async -> String? {
        for route in path {
            switch route {
            case .article(let id, _):
                guard let ids = try? await deps.news.allArticles().items.map(\.id) else { continue }
                if !ids.contains(id) { return Self.missing("article", id, among: ids) }
            case .feedArticle(let id, _):
                if (try? await deps.feedCache.item(id: id)) == nil { return "no feed item with id '\(id)'" }
            case .feedItems(.feed(let url)):
                // As `aichats news --feed` refuses it: the list of a feed not listed would be empty.
                guard let list = try? deps.feedList.list() else { continue }
                if (try? FeedAddress(url)).flatMap(list.feed(at:)) == nil { return FeedListError.notListed(url).message }
            case .feedItems(.tag(let tag)):
                // A tag is a category of a feed: with no feed of that tag the list could only be empty.
                guard let list = try? deps.feedList.list() else { continue }
                if !list.feeds.contains(where: { $0.categories.contains(tag) }) { return "no feed of the feed list has the tag '\(ControlEscapes.visible(tag))'" }
            case .chat(let id):
                guard let ids = try? await deps.avatars.allAvatars().items.map(\.id) else { continue }
                if !ids.contains(id) { return Self.missing("avatar", id, among: ids) }
            default: continue
            }
        }
        return nil
    }

    private static func missing(_ kind: String, _ id: String, among ids: [String]) -> String {
        "no \(kind) with id '\(ControlEscapes.visible(id))'" + (ids.first.map { " (ids look like '\($0)')" } ?? "")
    }

    /// The stack as Explore would have pushed it: while feeds are configured, the Bookmarks
    /// category is the feeds' bookmarks (an item list), not the embedded news' bookmarks.
    func path(in deps: AppDependencies) -> [AppRoute] {
        guard path.contains(.category(.bookmarks)), deps.feedReading.isConfigured else { return path }
        return path.map { $0 == .category(.bookmarks) ? .feedItems(.bookmarks) : $0 }
    }

    /// The screen as `aichats render` prints it: without colours, each line without its
    /// trailing spaces.
    @MainActor
    public func text(size: Size, deps: AppDependencies, notice: String? = nil) async -> [String] {
        await render(size: size, deps: deps, theme: .monochrome, notice: notice).textLines().map { line in
            String(line.reversed().drop { $0 == " " }.reversed())
        }
    }

    /// Renders the screen once, without a terminal, exactly as the app would draw it, with
    /// `notice` in the status bar when given.
    @MainActor
    public func render(size: Size, deps: AppDependencies, theme: Theme, notice: String? = nil) async -> ScreenBuffer {
        let terminal = HeadlessTerminal(size: size)
        let app = Application(deps: deps, router: Router(path: path(in: deps)), terminal: terminal, theme: theme)
        await app.syncModules()
        if let sheet {
            app.router.present(sheet)
            await app.syncModules()
        }
        if let notice { app.router.show(Notice(notice)) }
        return app.compose(size: size)
    }
}
