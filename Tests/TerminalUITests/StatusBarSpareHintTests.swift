import Testing
@testable import TerminalUI

/// Spare hints (Explore's `f`, `P`, `1–5`) only fill room the bar has left: a bar too narrow
/// for them shows exactly what it shows without them, a status's long form included.
@Suite("StatusBar: spare hints")
struct StatusBarSpareHintTests {
    private let regular: [StatusBar.Hint] = [
        .init("↑↓", "move"), .init("⏎", "open"), .init("?", "help", priority: .high), .init("q", "quit"),
    ]
    private var withSpare: [StatusBar.Hint] {
        Array(regular[0..<2]) + [.init("f", "feeds", priority: .spare), .init("P", "profile", priority: .spare)]
            + Array(regular[2...])
    }

    private func line(_ hints: [StatusBar.Hint], width: Int, status: String? = nil, short: String? = nil) -> String {
        var bar = StatusBar(breadcrumb: ["Explore"], hints: hints, theme: .monochrome)
        (bar.status, bar.shortStatus) = (status, short)
        return rendered(bar, width: width).textLines()[0]
    }

    @Test func whereThereIsRoomTheyShowInTheirPlace() {
        #expect(line(withSpare, width: 80).hasSuffix("↑↓ move  ⏎ open  f feeds  P profile  ? help  q quit "))
        #expect(line(withSpare, width: 55).hasSuffix("↑↓ move  ⏎ open  f feeds  ? help  q quit "), "the first that fits")
    }

    @Test func aBarTooNarrowForThemIsAsWithout() {
        for width in 2...50 {
            #expect(line(withSpare, width: width) == line(regular, width: width), "at \(width)")
        }
    }

    @Test func theyNeverShortenTheStatus() {
        let status = "updated 09:00 · 1 feed failed (f for details)", short = "1 feed failed"
        let bar = line(withSpare, width: 90, status: status, short: short)
        #expect(bar == line(regular, width: 90, status: status, short: short))
        #expect(bar.contains(status), "\(bar)")
        #expect(line(withSpare, width: 100, status: status, short: short).contains("f feeds  ? help"))
    }
}
