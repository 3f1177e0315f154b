import AppComposition
import AppTestSupport
import Domain
import DomainDoubles
import Presentation
import TerminalUI
import Testing

/// Alt-t on a reply whose reasoning streams: the screen changes at once, and the choice stays.
@MainActor
@Suite("Chat reasoning while it streams")
struct ChatReasoningFlowTests {
    @Test func altTFoldsTheStreamingReasoningAtOnceAndItStaysFolded() async throws {
        let responder = FedEventResponder()
        let (driver, _) = await AppDriver.mochiChat { $0.responder = responder }
        await driver.type("Why nap?")
        await driver.press(.enter)
        #expect(await driver.waitUntil { _ in responder.requests == 1 })
        responder.feed(.reasoning("Naps on the warm windowsill."))
        #expect(await driver.waitUntil { $0.contains("Naps on the warm windowsill.") })

        await driver.press(.alt("t"))
        #expect(driver.text.contains("▸ reasoning (5 words) — Alt-t"), "folded at once: \(driver.text)")
        #expect(!driver.text.contains("Naps on the warm windowsill."))
        await driver.press(.alt("t"))
        #expect(driver.text.contains("Naps on the warm windowsill."), "open again at once: \(driver.text)")
        await driver.press(.alt("t"))

        responder.feed(.text("Because the sun is warm."))
        responder.finish()
        #expect(await driver.waitUntil { $0.contains("Because the sun is warm.") && $0.contains("▸ reasoning") })
        #expect(!driver.text.contains("Naps on the warm windowsill."), "folded while it streamed, it stays folded")
    }
}
