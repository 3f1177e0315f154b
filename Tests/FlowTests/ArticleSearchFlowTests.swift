import AppComposition
import AppTestSupport
import Presentation
import TerminalUI
import Testing

/// `/` in the catalog reader: the prompt in the footer, Enter, n and N through the matches (not
/// the next article) while the search is shown, Esc ending it before going back.
@MainActor
@Suite("Catalog reader: search in the text")
struct ArticleSearchFlowTests {
    private let route = AppRoute.article(id: "fx-tech-battery")

    private func marked(_ app: AppDriver, underlined: Bool) -> Int {
        var style = Theme.standard.style(.searchMatch)
        style.underline = underlined
        // One frame: `app.screen` composes the whole screen each time it is read.
        let screen = app.screen
        return (0..<screen.size.height).reduce(0) { count, y in
            count + (0..<screen.size.width).filter { screen[$0, y].style == style }.count
        }
    }

    @Test func slashEnterNAndShiftNGoThroughTheMatchesAndEscEndsThenGoesBack() async {
        let app = await AppDriver(path: [.explore, route], size: Size(width: 100, height: 40))
        await app.type("/")
        #expect(app.text.contains("Search:"))
        await app.type("CELLS")
        await app.press(.enter)
        #expect(app.text.contains("match 1 of 2"), "\(app.text)")
        #expect(marked(app, underlined: true) == 5, "the current match stands out")
        #expect(marked(app, underlined: false) == 5)
        await app.type("n")
        #expect(app.text.contains("match 2 of 2"))
        #expect(app.router.top == route, "n goes to the next match, not the next article")
        await app.type("n")
        #expect(app.text.contains("match 1 of 2 · Search wrapped to the top"))
        await app.type("N")
        #expect(app.text.contains("match 2 of 2 · Search wrapped to the bottom"))
        let rows = await ListedKeysFlowTests().helpRows(app)
        #expect(rows.contains { $0.hasPrefix("n ") && $0.hasSuffix("The next match") })
        #expect(rows.contains { $0.hasPrefix("J ") && $0.hasSuffix("Next article") }, "J still walks")
        #expect(rows.contains { $0.hasPrefix("Esc ") && $0.hasSuffix("End the search") })
        await app.press(.escape)
        #expect(!app.text.contains("match "))
        #expect(marked(app, underlined: false) == 0)
        #expect(app.router.top == route)
        await app.press(.escape)
        #expect(app.router.top == .explore)
    }

    @Test func aResizeThatLaysTheTextOutAnewUnderlinesNothingUntilN() async {
        let app = await AppDriver(path: [.explore, route], size: Size(width: 100, height: 40))
        await app.type("/")
        await app.type("CELLS")
        await app.press(.enter)
        #expect(marked(app, underlined: true) == 5)
        await app.resize(to: Size(width: 64, height: 40))
        #expect(marked(app, underlined: true) == 0, "the found line and place name another word now")
        #expect(marked(app, underlined: false) == 10, "both matches are still marked")
        await app.type("n")
        #expect(marked(app, underlined: true) == 5)
    }

    @Test func aQueryNotFoundSaysSoAndNStillWalksAfterEsc() async {
        let app = await AppDriver(path: [.explore, route], size: Size(width: 100, height: 40))
        await app.press(.ctrl("f"))
        await app.type("zebra")
        await app.press(.enter)
        #expect(app.text.contains("No match for “zebra”"))
        await app.press(.escape)
        await app.type("n")
        #expect(app.router.top != route, "without a search n opens the next article")
    }
}
