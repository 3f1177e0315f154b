import AppComposition
import AppTestSupport
import DataAccess
import Domain
import DomainDoubles
import Presentation
import TerminalUI
import Testing

/// A chat left with Alt-l says in Chats what its reply is doing, as the chat's rule does:
/// "waiting…" while its server has not answered the request, "writing…" once it has.
@MainActor
@Suite("Chats: a reply waiting for its server")
struct ChatsAwaitingServerSnapshotTests {
    let size = Size(width: 80, height: 24)

    func deps(_ responder: FedEventResponder) -> AppDependencies {
        var deps = AppDependencies.mock
        deps.responder = responder
        return deps
    }

    /// Biscuit's reply under way, then Mochi's sent and not answered yet, both chats left with
    /// Alt-l, and Chats opened.
    func leaveBothChats(_ driver: AppDriver, _ responder: FedEventResponder) async {
        await driver.type("fetch!")
        await driver.press(.enter)
        #expect(await driver.waitUntil { _ in responder.requests == 1 })
        responder.feed(.requestSent)
        responder.feed(.serverAnswered)
        responder.feed(.text("Woof"))
        #expect(await driver.waitUntil { $0.contains("Woof") && $0.contains("is typing") })
        await driver.press(.alt("l"))
        driver.router.push(.chat(avatarID: "fx-cat-mochi"))
        await driver.app.handle(.redraw)
        await driver.type("hello")
        await driver.press(.enter)
        #expect(await driver.waitUntil { _ in responder.requests == 2 })
        responder.feed(.requestSent)
        #expect(await driver.waitUntil { $0.contains("waiting for") })
        await driver.press(.alt("l"), .char("c"))
        #expect(driver.router.path == [.explore, .chats])
    }

    @Test func aReplyWaitingForItsServerAndOneBeingWritten() async {
        let responder = FedEventResponder()
        let biscuit: [AppRoute] = [.explore, .chat(avatarID: "fx-dog-biscuit")]
        await assertScreens("chatsWaitingAndWriting", deps: deps(responder), path: biscuit, sizes: [size]) { driver in
            await leaveBothChats(driver, responder)
            #expect(await driver.waitUntil { $0.contains("Mochi 🍡 · hello  waiting…") && $0.contains("Biscuit · fetch!  writing…") },
                    "\(driver.text)")
        }
    }

    /// The row on screen turns to "writing…" when the server answers, with no key pressed: the
    /// frame is drawn again for the change.
    @Test func theRowOnScreenTurnsToWritingWhenTheServerAnswers() async throws {
        let responder = FedEventResponder()
        let driver = await AppDriver(deps: deps(responder), path: [.explore, .chat(avatarID: "fx-dog-biscuit")], size: size)
        await leaveBothChats(driver, responder)
        let shown = { driver.terminal.lastFrame?.textLines().joined(separator: "\n") ?? "" }
        #expect(await driver.waitFor { shown().contains("Mochi 🍡 · hello  waiting…") }, "\(shown())")
        responder.feed(.serverAnswered)
        #expect(await driver.waitFor { shown().contains("Mochi 🍡 · hello  writing…") }, "\(shown())")
        #expect(!shown().contains("waiting…"))
        responder.feed(.text("Purr."))
        responder.finish()
        #expect(await driver.waitFor { shown().contains("Mochi 🍡 · hello  Purr.") }, "\(shown())")
    }
}
