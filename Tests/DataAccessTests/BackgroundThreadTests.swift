import Foundation
import Synchronization
import Testing
@testable import DataAccess

@Suite("BackgroundThread: a refresh's work below the app's priority")
struct BackgroundThreadTests {
    struct Refused: Error, Equatable {}

    final class Steps: Sendable {
        private let steps = Mutex<[String]>([])
        var all: [String] { steps.withLock { $0 } }

        /// Records its start and end, 20 ms apart, and returns `name`.
        func job(_ name: String) -> String {
            steps.withLock { $0.append("start \(name)") }
            usleep(20_000)
            steps.withLock { $0.append("end \(name)") }
            return name
        }
    }

    @Test func jobsRunOneAtATimeAndReturnTheirValues() async {
        let steps = Steps()
        async let first = BackgroundThread.shared.run { steps.job("a") }
        async let second = BackgroundThread.shared.run { steps.job("b") }
        #expect(await [first, second] == ["a", "b"])
        let order = steps.all
        #expect(order == ["start a", "end a", "start b", "end b"] || order == ["start b", "end b", "start a", "end a"])
    }

    @Test func aThrowingJobThrowsToItsCaller() async {
        await #expect(throws: Refused()) {
            try await BackgroundThread.shared.run { () throws -> Int in throw Refused() }
        }
    }

    @Test func theThreadRunsNicerThanTheCaller() async {
        errno = 0
        let caller = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        let own = await BackgroundThread.shared.run { getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) }
        #expect(own == min(19, caller + BackgroundThread.niceness))
    }
}
