import AppComposition
import AppTestSupport
import DataAccess
import Domain
import DomainDoubles
import Presentation
import TerminalUI
import Testing

/// Help and the status bar list only the keys that can act in the screen's state, and a key
/// pressed that cannot act says why.
@MainActor
@Suite("Keys listed in help are the keys that act now")
struct ListedKeysFlowTests {
    private let tall = Size(width: 100, height: 60)

    /// The help overlay's rows, top and bottom (it may scroll), trimmed of its frame.
    func helpRows(_ app: AppDriver) async -> [String] {
        await app.press(.function(1))
        let top = HelpFlowTests().rows(app)
        await app.press(.end)
        let end = HelpFlowTests().rows(app)
        await app.press(.escape)
        return top + end
    }

    /// True when a help row lists `key`, with `help` when given: the row's parts between frame
    /// lines, as a wide character of the screen under Help can cut a row's frame off.
    func lists(_ rows: [String], _ key: String, _ help: String? = nil) -> Bool {
        rows.contains { row in
            row.split(separator: "│").map { $0.trimmingCharacters(in: .whitespaces) }.contains { part in
                part.hasPrefix(key + "  ") && help.map { part.hasSuffix($0) } != false
            }
        }
    }

    @Test func anEmptyChatListsNoKeyThatActsOnMessages() async {
        let (app, _) = await AppDriver.mochiChat(size: tall)
        let rows = await helpRows(app)
        let idle = ["Ctrl-R", "Ctrl-S", "Alt-[", "Alt-]", "Alt-e", "Alt-d", "Alt-y", "Alt-c", "Alt-t", "Alt-↑", "Alt-↓", "Ctrl-F", "/",
                    "PgUp", "PgDn", "Ctrl-↑", "Ctrl-↓", "Ctrl-Home", "Ctrl-End"]
        for key in idle { #expect(!rows.contains { $0.hasPrefix(key + " ") }, "help lists \(key)") }
        #expect(rows.contains { $0.hasPrefix("Enter ") && $0.hasSuffix("Send the message") })
        #expect(rows.contains { $0.hasPrefix("↑ ") && $0.hasSuffix("Up a line in the input") }, "nothing sent to bring back: \(rows)")
        let unset = Notice("unset")
        for key in [Key.pageUp, .pageDown, .ctrlHome] {
            app.router.show(unset)
            await app.press(key)
            #expect(app.router.notice == Notice("No message to scroll in this chat."))
        }
        for key in [Key.ctrl("r"), .alt("["), .alt("]"), .alt("e"), .alt("d"), .alt("y"), .alt("c"), .alt("t"), .altUp, .ctrl("f")] {
            app.router.show(unset)
            await app.press(key)
            #expect(app.router.notice != unset && app.router.notice != nil, "\(key) says why it does nothing")
        }
        #expect(app.router.notice == Notice("No message to search in this chat."))
        #expect(app.router.alert == nil)
    }

    @Test func aChatWithMessagesListsItsKeysOnceEach() async {
        let (app, responder) = await AppDriver.mochiChat(size: tall)
        #expect(await app.send("Hi", answeredWith: "Hello", by: responder))
        let rows = await helpRows(app)
        for key in ["Ctrl-R", "Ctrl-S", "Alt-[", "Alt-]", "Alt-e", "Alt-d", "Alt-↑", "Ctrl-F", "PgUp", "PgDn", "Ctrl-Home"] {
            #expect(rows.contains { $0.hasPrefix(key + " ") }, "help lists \(key)")
        }
        #expect(rows.contains { $0.hasPrefix("Ctrl-F ") && $0.hasSuffix("Search in this chat (/ too, on an empty input)") })
        #expect(!rows.contains { $0.hasPrefix("/ ") }, "Ctrl-F's line names / already")
        #expect(rows.contains { $0.hasPrefix("Alt-y ") && $0.hasSuffix("else the newest reply (its Markdown)") },
                "with no message selected, Alt-y copies the reply")
        #expect(rows.contains { $0.hasPrefix("↑ ") && $0.contains("Your last sent message when the input is empty") })
        await app.press(.alt("["))
        #expect(app.router.notice?.text == "The last reply has no other version: Ctrl-R writes it again.")
    }

    @Test func theCatalogReaderWalksWithJAndKAndListsOnlyTheNeighboursThereAre() async {
        let app = await AppDriver(path: [.explore, .article(id: "fx-tech-battery")], size: tall)
        let rows = await helpRows(app)
        #expect(!rows.contains { $0.hasPrefix("p/K ") }, "the first article has no previous one")
        #expect(rows.contains { $0.hasPrefix("n/J ") && $0.hasSuffix("Next article") })
        await app.press(.char("K"))
        #expect(app.router.notice == Notice("This is the first article"))
        await app.press(.char("l"))
        #expect(app.router.notice == Notice("This article's only link is its page: o opens it"))
        await app.press(.char("J"))
        #expect(app.router.top != .article(id: "fx-tech-battery"))
        guard case .article = app.router.top else {
            Issue.record("J opens the next article, not \(app.router.top)")
            return
        }
    }

    /// `d` deletes only avatars you made: help lists it on one of them, not on a catalog avatar.
    @Test func deleteIsListedOnlyOnAnAvatarYouMade() async throws {
        let deps = AppDependencies.mock
        try await deps.userAvatars.save(AvatarDeletionFlowTests.twinbot)
        let men = await AppDriver(deps: deps, path: [.explore, .category(.avatars(.man))], size: tall)
        #expect(!lists(await helpRows(men), "d"), "a catalog-only category")
        await men.press(.char("d"))
        #expect(men.router.notice?.text.contains("only avatars you made can be deleted") == true, "pressed, d says why")
        let robots = await AppDriver(deps: deps, path: [.explore, .category(.avatars(.robot))], size: tall)
        #expect(robots.text.contains("mine Twinbot"))
        #expect(lists(await helpRows(robots), "d", "Delete your own avatar (asks first)"))
        await robots.press(.down)
        #expect(!lists(await helpRows(robots), "d"), "a catalog avatar is selected")
        let explore = await AppDriver(deps: deps, path: [.explore], size: tall)
        #expect(!lists(await helpRows(explore), "d"), "Featured holds catalog avatars")
        await explore.press(.char("2"))
        #expect(lists(await helpRows(explore), "d"))
    }

    /// `/news` on Explore: the query typed after `/` is the filter's, so its `n` opens no New
    /// avatar; help lists `/`, and Esc clears the filter before the keys act again.
    @Test func slashInExploreFiltersAndTheQueryTypedAfterItRunsNoCommand() async {
        let app = await AppDriver(path: [.explore], size: tall)
        #expect(lists(await helpRows(app), "/", "Filter the sections by name or title"))
        await app.type("/news")
        #expect(app.router.sheet == nil)
        #expect(app.text.contains(" / news"))
        await app.press(.escape)
        await app.press(.char("n"))
        #expect(app.router.sheet == .createAvatar(.assistant))
    }

    /// `/report` on Profile: `r` would start a rename with "eport" typed into it.
    @Test func slashInProfileHoldsTheQueryTypedAfterIt() async {
        let deps = AppDependencies.mock(.standard, profile: FixtureCatalog.profile)
        let app = await AppDriver(deps: deps, path: [.explore, .profile], size: tall)
        await app.type("/report")
        #expect(app.router.notice?.text.hasPrefix("Not taken: “report”. Profile has no filter") == true)
        await app.press(.escape)
        #expect(app.router.path == [.explore, .profile], "Esc only ends it")
        await app.type("r")
        #expect(app.text.contains("save"), "r renames again")
    }

    @Test func anEmptyCategoryOffersNoFilter() async {
        let app = await AppDriver(path: [.explore, .category(.bookmarks)], size: tall)
        #expect(app.text.contains("No bookmarks yet"))
        #expect(!app.text.contains("/ filter"))
        await app.press(.char("/"))
        #expect(app.router.notice == Notice("Nothing to filter: the list is empty"))
        #expect(!app.text.contains("type to filter"))
    }

    @Test func ctrlDAndCtrlUPageInHelpAsInEveryList() async {
        let app = await AppDriver(path: [.explore], size: Size(width: 60, height: 16))
        await app.press(.char("?"))
        #expect(app.text.contains("Move down"))
        await app.press(.ctrl("d"))
        #expect(!app.text.contains("Move down"))
        #expect(app.router.sheet == .help)
        await app.press(.ctrl("u"))
        #expect(app.text.contains("Move down"))
    }
}
