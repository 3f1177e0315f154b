import AppComposition
import AppTestSupport
import DataAccess
import DomainDoubles
import Presentation
import Testing

/// Left open without a key, the app keeps the ages on screen up with the clock: a minute later,
/// Explore's news say a minute more. A screen without ages (a chat) sets no timer at all, and a
/// minute in which no age would read otherwise draws nothing.
@MainActor
@Suite("Ages on screen while the app sits idle")
struct IdleAgesFlowTests {
    @Test func aMinuteLaterTheNewsSayAMinuteMoreWithoutAKey() async {
        let clock = ManualClock(FixtureCatalog.referenceDate), sleeper = ManualSleeper()
        var deps = AppDependencies.mock
        deps.clock = clock.provider
        deps.sleeper = sleeper.sleeper
        let app = await AppDriver(deps: deps, path: [.explore, .chat(avatarID: "fx-cat-mochi")])
        #expect(sleeper.sleeping == 0, "a chat shows no ages: nothing wakes the app")
        await app.press(.escape)
        #expect(app.router.top == .explore)
        #expect(shown(app).contains("5 min ago") && !shown(app).contains("6 min ago"))
        #expect(await sleeper.waitForSleep(), "Explore shows ages: the minute's timer")

        let frames = app.terminal.presented.count
        sleeper.fire()
        #expect(await sleeper.waitForSleep())
        #expect(app.terminal.presented.count == frames, "the clock has not moved: nothing is drawn")

        clock.advance(by: 60)
        sleeper.fire()
        #expect(await app.waitFor { shown(app).contains("6 min ago") }, "drawn again without a key")
        #expect(!shown(app).contains("5 min ago"))
    }

    /// The last frame the terminal got, as text.
    func shown(_ app: AppDriver) -> String { app.terminal.lastFrame?.textLines().joined(separator: "\n") ?? "" }
}
