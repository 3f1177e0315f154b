import AppComposition
import Foundation
import TerminalUI
import Testing

/// The README's picture of Explore is what `aichats render explore --size 100x30` prints on a
/// first start.
@MainActor
@Suite("The README's screenshot")
struct ReadmeScreenshotTests {
    static let marker = "<!-- screenshot: aichats render explore --size 100x30"

    /// The lines of the first code block after the marker.
    func screenshot() throws -> [String] {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let lines = try String(contentsOf: readme, encoding: .utf8).components(separatedBy: "\n")
        let marker = try #require(lines.firstIndex { $0.hasPrefix(Self.marker) }, "README.md has the marker")
        let open = try #require(lines[marker...].firstIndex { $0.hasPrefix("```") })
        let close = try #require(lines[(open + 1)...].firstIndex { $0.hasPrefix("```") })
        return Array(lines[(open + 1)..<close])
    }

    @Test func equalsTheRenderedExploreScreen() async throws {
        // News ages count back from launch; a clock stopped at launch shows exactly those ages,
        // as `render` does within the second it runs.
        let launch = Date(timeIntervalSince1970: 1_800_000_000)
        var deps = AppDependencies.live(launchedAt: launch)
        deps.clock = .fixed(launch)
        let spec = try #require(ScreenSpec("explore"))
        let rendered = await spec.text(size: Size(width: 100, height: 30), deps: deps)
        let shown = try screenshot()
        #expect(shown == rendered, "regenerate README.md's screenshot: aichats render explore --size 100x30 --data embedded")
    }
}
