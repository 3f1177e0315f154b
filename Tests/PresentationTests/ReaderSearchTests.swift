import Presentation
import Testing

/// A reader's search (`/` in the article readers) over the text as the view laid it out.
@MainActor
@Suite("Reader search")
struct ReaderSearchTests {
    private let lines = ["Alpha beta", "", "gamma Béta and BETA", "delta", "the last beta"]

    private func searching(_ query: String, from offset: Int = 0) -> ArticlePresenter {
        let presenter = Harness().article("fx-biz-coffee")
        presenter.scrollOffset = offset
        presenter.openSearch()
        presenter.editSearch { $0.insert(query) }
        presenter.runSearch(over: lines, maxOffset: 3)
        return presenter
    }

    @Test func enterFindsTheFirstMatchFromTheTopLineShownAnyCaseAnyAccent() {
        let fromTop = searching("beta")
        #expect(fromTop.textSearch?.matches.count == 4)
        #expect(fromTop.textSearch?.status == "match 1 of 4")
        #expect(fromTop.scrollOffset == 0)
        #expect(fromTop.isBrowsingMatches)
        let below = searching("BETA", from: 2)
        #expect(below.textSearch?.currentMatch == below.textSearch?.matches[1])
        #expect(below.textSearch?.status == "match 2 of 4")
        #expect(below.scrollOffset == 2)
    }

    @Test func nAndNGoRoundTheMatchesAndSaySoWhenTheyWrap() {
        let presenter = searching("beta")
        presenter.moveToMatch(forward: false, over: lines, maxOffset: 3)
        #expect(presenter.textSearch?.status == "match 4 of 4 · Search wrapped to the bottom")
        #expect(presenter.scrollOffset == 3, "the last line can only come as far up as the text's end allows")
        presenter.moveToMatch(forward: false, over: lines, maxOffset: 3)
        #expect(presenter.textSearch?.status == "match 3 of 4")
        #expect(presenter.scrollOffset == 2)
        presenter.moveToMatch(forward: true, over: lines, maxOffset: 3)
        presenter.moveToMatch(forward: true, over: lines, maxOffset: 3)
        #expect(presenter.textSearch?.status == "match 1 of 4 · Search wrapped to the top")
        #expect(presenter.scrollOffset == 0)
    }

    @Test func nInTextLaidOutAnewSearchesItFromTheTopLineShown() {
        let presenter = searching("beta")
        let wider = ["Alpha beta", "", "gamma Béta and BETA delta", "the last beta"]
        presenter.scrollOffset = 1
        presenter.moveToMatch(forward: true, over: wider, maxOffset: 2)
        #expect(presenter.textSearch?.status == "match 2 of 4")
        #expect(presenter.textSearch?.currentMatch?.line == 2)
        presenter.moveToMatch(forward: true, over: wider, maxOffset: 2)
        presenter.moveToMatch(forward: true, over: wider, maxOffset: 2)
        #expect(presenter.textSearch?.currentMatch?.line == 3)
        #expect(presenter.scrollOffset == 2)
    }

    @Test func aQueryNotFoundSaysSoAndAnEmptyOneEndsTheSearch() {
        let presenter = searching("zebra", from: 1)
        #expect(presenter.textSearch?.status == "No match for “zebra”")
        #expect(presenter.scrollOffset == 1)
        presenter.moveToMatch(forward: true, over: lines, maxOffset: 3)
        #expect(presenter.scrollOffset == 1)
        presenter.openSearch()
        #expect(presenter.textSearch?.query.text == "zebra", "the prompt opens on the last query")
        presenter.editSearch { $0.clear() }
        presenter.runSearch(over: lines, maxOffset: 3)
        #expect(presenter.textSearch == nil)
    }
}
