import AppComposition
import AppTestSupport
import Domain
import Presentation
import TerminalUI
import Testing

/// `theme = "light"` on the screens with the most colours: the darker shades in every style
/// layer, the bars as in the default theme (`ThemeContrastTests` measures the shades).
@MainActor
@Suite("The light theme")
struct LightThemeSnapshotTests {
    static let size = [Size(width: 80, height: 24)]

    @Test func explore() async {
        await assertScreens("lightExplore", path: [.explore], sizes: Self.size, theme: .light)
    }

    @Test func feeds() async {
        await assertScreens("lightFeeds", deps: .mockWithFeeds(), path: [.explore, .feeds], sizes: Self.size, theme: .light)
    }

    /// A reply's heading, inline code, code block, quote and links, the names, and a search match.
    @Test func aChatWithMarkdownAndASearchMatch() async throws {
        let markdown = ChatMarkdownSnapshotTests()
        let deps = try await markdown.seeded([
            (.user, "How do I read a file?", ""), (.assistant, ChatMarkdownSnapshotTests.codeReply, "Files, then."),
        ])
        await assertScreens("lightChat", deps: deps, path: markdown.mochi, sizes: Self.size, theme: .light) { driver in
            await driver.press(.alt("t"))
            await driver.press(.ctrl("f"))
            await driver.type("file")
            await driver.press(.enter)
        }
    }
}
