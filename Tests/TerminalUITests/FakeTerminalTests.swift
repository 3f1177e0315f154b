import TerminalSnapshotting
import Testing
@testable import TerminalUI

@Suite("FakeTerminal")
@MainActor
struct FakeTerminalTests {
    @Test func recordsFramesAndCalls() {
        let terminal = FakeTerminal(size: Size(width: 4, height: 1))
        #expect(terminal.lastFrame == nil)
        var buffer = ScreenBuffer(size: terminal.size)
        buffer.write("hi", x: 0, y: 0)
        terminal.present(ScreenBuffer(size: terminal.size))
        terminal.present(buffer)
        terminal.invalidate()
        terminal.suspend()
        terminal.suspend()
        #expect(terminal.presented.count == 2)
        #expect(terminal.lastFrame?.textLines() == ["hi  "])
        #expect(terminal.invalidateCount == 1)
        #expect(terminal.suspendCount == 2)
    }

    @Test func deliversEventsInOrderAndEnds() async {
        let terminal = FakeTerminal()
        #expect(terminal.size == Size(width: 80, height: 24))
        terminal.send(keys: [.char("a"), .down])
        terminal.send(.resize(Size(width: 30, height: 10)))
        terminal.send(.paste("日本"))
        terminal.finish()
        #expect(terminal.size == Size(width: 30, height: 10))
        var received: [TerminalEvent] = []
        for await event in terminal.events { received.append(event) }
        #expect(received == [.key(.char("a")), .key(.down), .resize(Size(width: 30, height: 10)), .paste("日本")])
    }
}
