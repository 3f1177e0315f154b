import DataAccess
import Foundation
import Synchronization
import Testing

/// A slow `api_key_command` (a passphrase asked for) is announced once, so that the start does
/// not look hung; a fast one is not.
@Suite("KeyCommand: a slow command is announced")
struct KeyCommandWaitTests {
    @Test func aSlowCommandIsAnnouncedOnceAndStillGivesItsKey() throws {
        let notices = Mutex(0)
        let key = try KeyCommand.run("sleep 1.6; echo sk-slow", whileWaiting: { notices.withLock { $0 += 1 } })
        #expect(key == "sk-slow")
        #expect(notices.withLock { $0 } == 1)
    }

    @Test func aFastCommandIsNotAnnounced() throws {
        let notices = Mutex(0)
        #expect(try KeyCommand.run("echo sk-fast", whileWaiting: { notices.withLock { $0 += 1 } }) == "sk-fast")
        #expect(notices.withLock { $0 } == 0)
    }

    @Test func aCommandThatOutlastsItsTimeoutIsStoppedWithAReason() {
        let start = ContinuousClock.now
        let failure = #expect(throws: KeyCommand.Failure.self) { try KeyCommand.run("sleep 30", timeout: .milliseconds(1_500)) }
        #expect(failure?.reason == "it gave no answer within 1 s")
        #expect(ContinuousClock.now - start < .seconds(10))
    }
}
