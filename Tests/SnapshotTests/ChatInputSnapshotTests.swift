import AppComposition
import AppTestSupport
import Presentation
import TerminalUI
import Testing

@MainActor
@Suite("Chat input of several lines, with CJK and emoji")
struct ChatInputSnapshotTests {
    let mochi: [AppRoute] = [.explore, .chat(avatarID: "fx-cat-mochi")]

    @Test func aSentMessageAndAnInputOfSeveralLines() async {
        await assertScreens("chatMultiLineInput", path: mochi) { driver in
            await driver.type("Roses are red,")
            await driver.press(.altEnter)
            await driver.type("violets 是蓝色 🌸")
            await driver.press(.enter)
            #expect(await driver.waitUntil { !$0.contains("is typing") })
            await driver.type("日本語のテキスト 👨‍👩‍👧‍👦🇯🇵 and a long English sentence that keeps going until it wraps")
            await driver.press(.ctrl("j"))
            await driver.type("二行目 🍡")
            await driver.press(.left)
        }
    }

    @Test func aLongInputScrollsInsideItsBoxKeepingTheCursorVisible() async {
        let sizes = [Size(width: 80, height: 24), Size(width: 60, height: 16)]
        await assertScreens("chatLongInput", path: mochi, sizes: sizes) { driver in
            await driver.paste((1...9).map { "line \($0) 行 \($0) 🐾" }.joined(separator: "\n"))
        }
        await assertScreens("chatLongInputScrolledUp", path: mochi, sizes: sizes) { driver in
            await driver.paste((1...9).map { "line \($0) 行 \($0) 🐾" }.joined(separator: "\n"))
            for _ in 0..<7 { await driver.press(.up) }
        }
    }
}
