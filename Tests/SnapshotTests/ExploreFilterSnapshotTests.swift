import AppComposition
import AppTestSupport
import DataAccess
import Presentation
import TerminalUI
import Testing

/// `/` on Explore: the query's line over the sections, each counting its matches.
@MainActor
@Suite("Explore filtered")
struct ExploreFilterSnapshotTests {
    private let sizes = [Size(width: 100, height: 30), Size(width: 80, height: 24)]

    /// Typed: the cursor in the query, "No match" where nothing matches, the typing keys.
    @Test func exploreFiltered() async {
        await assertScreens("exploreFiltered", path: [.explore], sizes: sizes) { driver in
            await driver.type("/robot")
        }
    }

    /// Kept (Enter) and the focus moved on: the list keys again, with "Esc clear".
    @Test func exploreFilterKept() async {
        await assertScreens("exploreFilterKept", path: [.explore], sizes: [Size(width: 80, height: 24)]) { driver in
            await driver.type("/ca")
            await driver.press(.enter, .char("4"), .down)
        }
    }

    /// A CJK query over CJK-heavy data: the wide characters in the query line and the rows.
    @Test func exploreFilteredCJK() async {
        await assertScreens("exploreFilteredCJK", deps: .mock(.cjkHeavy), path: [.explore], sizes: sizes) { driver in
            await driver.type("/大")
        }
    }
}
