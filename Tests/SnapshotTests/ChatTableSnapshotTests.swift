import AppTestSupport
import DomainDoubles
@testable import NcursesBackend
import SnapshotTesting
import TerminalUI
import Testing

/// Replies with a Markdown table: laid out in a frame at 80×24 and narrowed at 60×30 (CJK and
/// emoji cells two columns wide), drawn as a terminal without a UTF-8 locale draws it, and
/// shown as written while it streams.
extension ChatMarkdownSnapshotTests {
    static let tableReply = """
        Here are the naps I recommend:

        | Nap | Where | Length | Notes |
        |:----|:-----:|-------:|-------|
        | **Cat nap** | sofa 🧸 | 20 min | Light sleep, you wake up *refreshed* |
        | 昼寝 | 窓辺 🐱 | 45 min | 日本語のセルも折り返します |
        | `sun_nap()` | windowsill | 2 h | See [the guide](https://naps.example) \\| or not |

        Sweet dreams!
        """

    @Test func aReplyWithATable() async throws {
        let deps = try await seeded([(.user, "Which naps?", ""), (.assistant, Self.tableReply, "")])
        await assertScreens("chatMarkdownTable", deps: deps, path: mochi, sizes: [Size(width: 80, height: 24), Size(width: 60, height: 30)])
    }

    static let wideReply = """
        The benchmark, by machine:

        | Machine | CPU | Cores | Memory | Disk | Build time | Test time | Notes |
        |---|---|--:|--:|---|--:|--:|---|
        | laptop-2019 | Intel i7-8565U 1.8 GHz | 4 | 16 GB | NVMe 512 GB | 412 s | 118 s | throttles after five minutes |
        | 作業機 | AMD Ryzen 9 5950X | 16 | 64 GB | NVMe 2 TB | 96 s | 31 s | 日本語のメモ 🚀 |

        ```sh
        swift build -c release --static-swift-stdlib --scratch-path .build-static -Xswiftc -use-ld=lld -Xlinker --no-export-dynamic
        ```

        Prose stays at a readable measure even on a terminal this wide, so that the eye does not travel across two hundred columns.
        """

    /// On a wide terminal the table and the code take the whole width, the prose stays at its
    /// measure; at 100 columns both give up room.
    @Test func aWideTableAndCodeOnAWideTerminal() async throws {
        let deps = try await seeded([(.user, "Benchmarks?", ""), (.assistant, Self.wideReply, "")])
        await assertScreens("chatMarkdownWide", deps: deps, path: mochi, sizes: [Size(width: 200, height: 24), Size(width: 100, height: 30)])
    }

    /// Without a UTF-8 locale the frame is `+ - |` (`ASCIIGlyphs`), and each wide character a
    /// `?` per column, so the columns still line up.
    @Test func aTableInASCII() async throws {
        let deps = try await seeded([(.user, "Which naps?", ""), (.assistant, Self.tableReply, "")])
        let driver = await AppDriver(deps: deps, path: mochi, size: Size(width: 80, height: 24))
        assertSnapshot(of: Self.asciiText(driver.screen), as: .lines, named: "80x24", testName: "chatMarkdownTableASCII")
    }

    /// The table's lines as written while the reply streams, under rows that stay as they were.
    @Test func aTableWhileItStreams() async throws {
        let responder = ScriptedResponder()
        try await assertScreenWhileReplying("chatMarkdownTableStreaming", to: "Which naps?", from: responder,
                                            asked: { responder.requests }) { driver in
            let half = Self.tableReply.prefix { $0 != "昼" }
            responder.feed(String(half))
            #expect(await driver.waitUntil { $0.contains("| Cat nap |") })
        }
    }

    /// The screen as `NcursesTerminal` draws it without a UTF-8 locale, one line per row.
    static func asciiText(_ buffer: ScreenBuffer) -> String {
        (0..<buffer.size.height).map { y in
            (0..<buffer.size.width).compactMap { x -> String? in
                let cell = buffer[x, y]
                guard !cell.isContinuation else { return nil }
                let glyphs = ASCIIGlyphs.glyphs(for: cell.symbol, columns: max(1, Int(cell.width)), style: cell.style)
                return glyphs.map { String(String.UnicodeScalarView($0.scalars)) }.joined()
            }.joined()
        }.joined(separator: "\n") + "\n"
    }
}
