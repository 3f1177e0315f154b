import AppComposition
import AppTestSupport
import Presentation
import TerminalUI
import Testing

/// PgDn and PgUp in Explore's sections move by the rows the focused section shows, less one, as
/// in every other list: from the top, PgDn selects the bottom row, and the next PgDn brings that
/// row to the top. Each section has its own height.
@MainActor
@Suite("Explore: PgDn and PgUp page by the section's own height")
struct ExplorePagingFlowTests {
    /// Popular, at the top of the right column, or Categories, at the bottom of the left one.
    enum Section: String, CaseIterable { case popular = "4", categories = "3" }

    /// Where the section draws its selection marker (every section marks its selected row).
    private func marker(of section: Section, _ screen: ScreenBuffer) -> (x: Int, y: Int)? {
        let half = screen.size.width * 2 / 5
        var found: [(x: Int, y: Int)] = []
        for y in 0..<screen.size.height {
            for x in 0..<screen.size.width where (x >= half) == (section == .popular) && screen[x, y].symbol == "▸" {
                found.append((x, y))
            }
        }
        return section == .popular ? found.first : found.last
    }

    /// The text of row `y` from `x` on, up to the box's right edge.
    private func row(_ screen: ScreenBuffer, x: Int, y: Int) -> String {
        var text = ""
        for column in x..<screen.size.width {
            let symbol = screen[column, y].symbol
            if symbol == "│" { break }
            text += symbol
        }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// Sizes where the section shows fewer than half its rows: Popular (10 avatars) 4 rows at
    /// 60x16, Categories (13) 5 rows at 60x16 and 7 at 80x20.
    @Test(arguments: [
        (Section.popular, Size(width: 60, height: 16)), (.categories, Size(width: 60, height: 16)),
        (.categories, Size(width: 80, height: 20)),
    ])
    func pgDnSelectsTheBottomRowThenBringsItToTheTop(section: Section, size: Size) async throws {
        let app = await AppDriver(path: [.explore], size: size)
        await app.press(.char(Character(section.rawValue)), .home)
        let top = try #require(marker(of: section, app.screen))
        await app.press(.pageDown)
        let screen = app.screen
        let bottom = try #require(marker(of: section, screen))
        #expect(bottom.y > top.y + 1, "a page is more than a row")
        #expect(screen[bottom.x - 1, bottom.y + 1].symbol == "╰", "the first PgDn selects the bottom row (row \(bottom.y))")
        let lastShown = row(screen, x: bottom.x + 2, y: bottom.y)
        await app.press(.pageDown)
        let paged = app.screen
        #expect(row(paged, x: top.x + 2, y: top.y) == lastShown, "the next PgDn brings the bottom row to the top")
        #expect(try #require(marker(of: section, paged)).y == bottom.y, "and selects the bottom row again")
        await app.press(.pageUp, .pageUp)
        #expect(try #require(marker(of: section, app.screen)).y == top.y, "PgUp pages back to the first row")
    }
}
