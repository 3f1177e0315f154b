import Testing
import TerminalUI

@Suite("TerminalEvents: a terminal's events, read on the main actor")
@MainActor
struct TerminalEventsTests {
    @Test func eventsQueuedBeforeTheReaderComeInOrderThenTheEnd() async {
        let events = TerminalEvents()
        events.yield(.key(.down))
        events.yield(.resize(Size(width: 30, height: 10)))
        events.finish()
        events.yield(.key(.up))
        var received: [TerminalEvent] = []
        for await event in events { received.append(event) }
        #expect(received == [.key(.down), .resize(Size(width: 30, height: 10))])
    }

    @Test func aWaitingReaderGetsTheNextEventAndThenTheEnd() async {
        let events = TerminalEvents()
        let reader = Task { @MainActor in
            var received: [TerminalEvent] = []
            for await event in events { received.append(event) }
            return received
        }
        await Task.yield()
        events.yield(.key(.char("a")))
        await Task.yield()
        events.finish()
        #expect(await reader.value == [.key(.char("a"))])
    }
}
