import Domain
import Foundation
import Presentation
import Testing
@testable import AppComposition
@testable import TerminalUI

/// "Adding a screen" in docs/architecture.md is true: every screen and sheet has the files it
/// names, in the folders it names, and its module builds from `.mock` into the view it says.
@MainActor
@Suite("The walk-through for adding a screen")
struct AddingAScreenTests {
    /// Every screen and sheet by its feature folder. The two `init`s have no `default`: a new
    /// `AppRoute` or `AppSheet` case does not compile until it has a case here, and then
    /// `opening` asks how it opens.
    enum Screen: CaseIterable {
        case welcome, explore, category, article, chat, chats, profile, createAccount, createAvatar
        case feeds, feedItems, feedArticle, addFeed
        case avatarSettings, modelPicker, avatarPicker

        init(_ route: AppRoute) {
            switch route {
            case .welcome: self = .welcome
            case .explore: self = .explore
            case .category: self = .category
            case .article: self = .article
            case .chat, .savedChat: self = .chat
            case .chats: self = .chats
            case .profile: self = .profile
            case .feeds: self = .feeds
            case .feedItems: self = .feedItems
            case .feedArticle: self = .feedArticle
            }
        }

        /// Nil for help, which lists the keymaps and has no presenter: `Application` builds it.
        init?(_ sheet: AppSheet) {
            switch sheet {
            case .createAccount: self = .createAccount
            case .createAvatar: self = .createAvatar
            case .help: return nil
            case .avatarSettings: self = .avatarSettings
            case .modelPicker, .avatarModelPicker: self = .modelPicker
            case .avatarPicker: self = .avatarPicker
            case .addFeed: self = .addFeed
            }
        }

        /// How the screen opens on the fixtures of `.mock`, and, for a route, its name for
        /// `aichats render`.
        var opening: (route: AppRoute?, sheet: AppSheet?, renderName: String?) {
            switch self {
            case .welcome: (.welcome, nil, "welcome")
            case .explore: (.explore, nil, "explore")
            case .category: (.category(.avatars(.cat)), nil, "category:cat")
            case .article: (.article(id: "fx-tech-battery"), nil, "article:fx-tech-battery")
            case .chat: (.chat(avatarID: "fx-cat-mochi"), nil, "chat:fx-cat-mochi")
            case .chats: (.chats, nil, "chats")
            case .profile: (.profile, nil, "profile")
            case .createAccount: (nil, .createAccount(then: nil), nil)
            case .createAvatar: (nil, .createAvatar(.cat), nil)
            case .feeds: (.feeds, nil, "feeds")
            case .feedItems: (.feedItems(.all), nil, "feed-items:all")
            case .feedArticle: (.feedArticle(id: 1), nil, "feed-article:1")
            case .addFeed: (nil, .addFeed, nil)
            case .avatarSettings: (nil, .avatarSettings(avatarID: "fx-cat-mochi"), nil)
            case .modelPicker: (nil, .modelPicker(chatID: UUID()), nil)
            case .avatarPicker:
                (nil, .avatarPicker(article: ArticleReference(id: "fx-tech-battery", title: "Battery", link: nil)), nil)
            }
        }

        /// The name in the files' names: "CreateAccount".
        var name: String {
            let camel = String(describing: self)
            return camel.prefix(1).uppercased() + camel.dropFirst()
        }

        /// The feature folder: the screen's name, but for the screens of one feature, which share
        /// the feature's folder (the feed screens, in `Feeds`).
        var folder: String {
            switch self {
            case .feedItems, .feedArticle, .addFeed: "Feeds"
            default: name
            }
        }
    }

    /// The files the walk-through names for a screen `Foo`, from the repository's root.
    static let files = [
        "Sources/Presentation/Foo/FooPresenter.swift",
        "Sources/TerminalUI/Foo/FooView.swift",
        "Sources/AppComposition/Foo/AppDependencies+Foo.swift",
        "Tests/PresentationTests/FooPresenterTests.swift",
    ]

    /// The repository's root, found from this file: the tests run from a checkout.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func text(_ path: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The section of docs/architecture.md, up to the next heading.
    static var walkThrough: String {
        let doc = text("docs/architecture.md") ?? ""
        guard let start = doc.range(of: "\n## Adding a screen\n") else { return "" }
        let rest = doc[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
    }

    @Test("the walk-through names the files, the factory, the render name and the snapshots")
    func theDocumentNamesThem() {
        let section = Self.walkThrough
        for name in Self.files + [
            "makeFooModule", "case foo", "Sources/AppComposition/Application/Application+Modules.swift",
            "Sources/AppComposition/Application/ScreenSpec.swift", "PresentedView<FooPresenter>",
            "Tests/SnapshotTests/ScreenSnapshotTests.swift", "AddingAScreenTests",
        ] {
            let named = section.contains("`\(name)")
            #expect(named, "docs/architecture.md, Adding a screen, does not name \(name)")
        }
    }

    @Test("every screen has the files the walk-through names", arguments: Screen.allCases)
    func filesExist(_ screen: Screen) {
        for pattern in Self.files {
            let path = pattern.replacingOccurrences(of: "/Foo/", with: "/\(screen.folder)/")
                .replacingOccurrences(of: "Foo", with: screen.name)
            #expect(Self.text(path) != nil, "\(path) is missing")
        }
        let factory = Self.text("Sources/AppComposition/\(screen.folder)/AppDependencies+\(screen.name).swift") ?? ""
        #expect(factory.contains("func make\(screen.name)Module("), "AppDependencies+\(screen.name).swift has no make\(screen.name)Module")
    }

    @Test("every screen builds from .mock into its view over its presenter", arguments: Screen.allCases)
    func moduleBuilds(_ screen: Screen) async {
        let opening = screen.opening
        let app = Application(
            deps: .mock, router: Router(path: [.explore]), terminal: HeadlessTerminal(size: Size(width: 80, height: 24)),
            theme: .standard)
        let view: any ScreenView
        if let route = opening.route {
            #expect(Screen(route) == screen)
            view = app.makeView(for: route)
        } else if let sheet = opening.sheet {
            #expect(Screen(sheet) == screen)
            view = app.makeSheet(sheet)
        } else {
            Issue.record("\(screen) opens neither as a route nor as a sheet")
            return
        }
        #expect(String(describing: type(of: view)) == "\(screen.name)View")
        // Directly, or through a shared base such as PickerSheetView.
        let bases = sequence(first: Mirror(reflecting: view)) { $0.superclassMirror }.dropFirst()
            .map { String(describing: $0.subjectType) }
        #expect(bases.last == "PresentedView<\(screen.name)Presenter>")
    }

    @Test("every screen on the navigation stack has a name for aichats render", arguments: Screen.allCases)
    func renderNames(_ screen: Screen) {
        guard let route = screen.opening.route else { return }
        let name = screen.opening.renderName ?? ""
        #expect(ScreenSpec(name)?.path.last == route, "ScreenSpec does not know '\(name)'")
        #expect(ScreenSpec.usage.contains(String(name.prefix { $0 != ":" })))
    }

    @Test("every screen has a snapshot at 80x24 and 120x40", arguments: Screen.allCases)
    func snapshotsExist(_ screen: Screen) {
        let folder = Self.root.appendingPathComponent("Tests/SnapshotTests/__Snapshots__")
        let suites = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let files = Set(suites.flatMap { suite in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(suite).path)) ?? [])
        })
        let prefix = String(describing: screen)
        let stems = files.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".80x24.txt") }.map { $0.dropLast(".80x24.txt".count) }
        #expect(stems.contains { files.contains("\($0).120x40.txt") }, "no \(prefix)….80x24.txt and .120x40.txt snapshot")
    }
}
