import AppComposition
import AppTestSupport
import Presentation
import TerminalUI
import Testing

/// `/` on Explore, driven by keys as a user types them: one filter over every section.
@MainActor
@Suite("Explore's filter, through the real application loop")
struct ExploreFilterFlowTests {
    /// The screen's line that holds `part`, read once.
    func line(_ app: AppDriver, _ part: String) -> String? {
        app.text.split(separator: "\n").first { $0.contains(part) }.map(String.init)
    }

    @Test func typingFiltersEverySectionAndEnterEscAndSlashWorkAsInACategory() async {
        let app = await AppDriver(size: Size(width: 100, height: 30))
        await app.type("g")
        await app.press(.char("/"))
        var screen = app.text
        #expect(screen.contains(" / "))
        #expect(screen.contains("type to filter") && screen.contains("Enter done") && screen.contains("Esc clear"))
        await app.type("robox")
        screen = app.text
        #expect(screen.contains("4 Popular (0 of 10)"))
        #expect(screen.contains("No match"))
        await app.press(.backspace)
        screen = app.text
        #expect(screen.contains(" / robo"))
        #expect(screen.contains("4 Popular (2 of 10)") && screen.contains("3 Categories (1 of 13)"))
        #expect(screen.contains("5 Latest news (0 of 10)"))
        #expect(line(app, "▸ Unit-7") != nil, "the first match is selected")

        await app.press(.ctrl("u"))
        screen = app.text
        #expect(screen.contains("4 Popular (10)"), "Ctrl-U empties the query, as in every filter input")
        #expect(screen.contains("type to filter"), "and the filter is still typed")
        await app.type("小")
        await app.press(.enter)
        screen = app.text
        #expect(screen.contains(" / 小"), "Enter keeps the filter")
        #expect(screen.contains("/ filter") && screen.contains("Esc clear"))
        await app.press(.char("4"), .enter)
        #expect(app.router.top == .chat(avatarID: "fx-cat-xiaohu"), "Enter opens the match")
        await app.press(.escape)
        #expect(app.router.path == [.explore])
        #expect(app.text.contains("4 Popular (1 of 10)"), "the filter is still on")

        await app.press(.char("/"))
        await app.type("虎")
        #expect(app.text.contains(" / 小虎"), "/ again edits the query")
        await app.press(.tab, .escape)
        screen = app.text
        #expect(!screen.contains(" / 小虎"))
        #expect(screen.contains("4 Popular (10)") && screen.contains("5 Latest news (10)"))
        #expect(line(app, "▸ 小虎") != nil, "Esc keeps the selected avatar selected")
        await app.press(.escape)
        #expect(app.router.path == [.explore], "a second Esc, with nothing to clear, leaves Explore as it was")
        #expect(app.text.contains("4 Popular (10)"))
    }

    @Test func escClearsAKeptFilterAndBackspaceToo() async {
        let app = await AppDriver(path: [.explore], size: Size(width: 100, height: 30))
        await app.type("/comet")
        await app.press(.enter)
        #expect(app.text.contains("5 Latest news (1 of 10)"))
        await app.press(.backspace)
        #expect(app.text.contains("5 Latest news (10)"))
        await app.type("/comet")
        await app.press(.enter, .escape)
        #expect(app.text.contains("5 Latest news (10)"))
    }

    /// Latest news holds the feeds' newest headlines only: a filter that keeps none of them says
    /// where every cached item is searched. The sample news, all there is, just says "No match".
    @Test func noMatchInTheFeedsNewsSaysWhereEveryItemIsSearched() async {
        let app = await AppDriver(deps: .mockWithFeeds(), path: [.explore], size: Size(width: 80, height: 24))
        #expect(await app.waitUntil { !$0.contains("Loading") })
        await app.press(.char("/"))
        await app.type("zzqx")
        #expect(app.text.contains("No match · to search every item: f, a, /"), "\(app.text)")
        let sample = await AppDriver(path: [.explore], size: Size(width: 120, height: 30))
        await sample.press(.char("/"))
        await sample.type("zzqx")
        #expect(sample.text.contains("No match") && !sample.text.contains("every item"))
    }
}
