import AppComposition
import AppTestSupport
import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import TerminalUI
import Testing

/// The rule above the input names the server while it has not answered the request, so that a
/// server loading a model (or a stuck proxy) is not taken for a slow model.
@MainActor
@Suite("Chat: waiting for the server to answer")
struct ChatAwaitingServerSnapshotTests {
    let mochi: [AppRoute] = [.explore, .chat(avatarID: "fx-cat-mochi")]
    let size = Size(width: 80, height: 24)

    /// Mochi's chat on the backend "local", whose replies `responder` writes.
    func deps(_ responder: FedEventResponder) -> AppDependencies {
        var deps = AppDependencies.mock
        deps.responder = responder
        deps.modelCatalog = FakeModelCatalog(backends: [
            ChatBackend(name: "local", displayURL: "http://127.0.0.1:11434/v1", model: "qwen2.5:7b"),
        ])
        return deps
    }

    @Test func untilTheServerAnswersTheRuleWaitsForItThenTheAvatarTypes() async {
        let responder = FedEventResponder()
        await assertScreens("chatWaitingForServer", deps: deps(responder), path: mochi, sizes: [size]) { driver in
            await driver.type("hello")
            await driver.press(.enter)
            #expect(await driver.waitUntil { _ in responder.requests == 1 })
            responder.feed(.requestSent)
            #expect(await driver.waitUntil { $0.contains("── waiting for local to answer · Alt-l leaves, it goes on ") })
            #expect(!driver.text.contains("is typing"))
        }
        let driver = await AppDriver(deps: deps(responder), path: mochi, size: size)
        await driver.type("hello")
        await driver.press(.enter)
        #expect(await driver.waitUntil { _ in responder.requests == 2 })
        responder.feed(.requestSent)
        #expect(await driver.waitUntil { $0.contains("waiting for local to answer") })
        responder.feed(.serverAnswered)
        #expect(await driver.waitUntil { $0.contains("── Mochi 🍡 is typing… · Alt-l leaves, it goes on ──") })
        #expect(!driver.text.contains("waiting for"))
        responder.finish()
    }

    @Test func aServerQuietFor15SecondsBeforeAnsweringIsAWarning() async {
        let responder = FedEventResponder()
        let chat = await QuietChat(deps(responder))
        let (view, clock, sleeper) = (chat.view, chat.clock, chat.sleeper)
        #expect(await Self.eventually { responder.requests == 1 })
        responder.feed(.requestSent)
        #expect(await Self.eventually { view.presenter.awaitsServer })
        clock.advance(by: 16)
        #expect(await sleeper.waitForSleep())
        sleeper.fire()
        #expect(await sleeper.waitForSleep())
        let rule = chat.lines(size)[size.height - 2]
        #expect(rule.contains("── waiting for local to answer · nothing for 15 s · Esc stops it ──"), "\(rule)")
        #expect(!rule.contains("Alt-Enter new line"), "no room left for the hint at 80 columns")
        view.presenter.cancelReply()
        await view.presenter.waitForReply()
    }

    private static func eventually(_ condition: () -> Bool) async -> Bool {
        for _ in 0..<1_000 where !condition() { try? await Task.sleep(for: .milliseconds(5)) }
        return condition()
    }
}
