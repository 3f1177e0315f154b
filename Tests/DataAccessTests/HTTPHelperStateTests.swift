import Foundation
import Testing
@testable import DataAccess

/// The helper's stdin and life as one state: what may close and what may be signalled when.
@Suite("The network helper's state")
struct HTTPHelperStateTests {
    /// A pipe whose write end plays the helper's stdin; the read end tells whether it closed.
    private static func pipeEnds() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        return (ends[0], ends[1])
    }

    private static func isClosed(readingFrom descriptor: Int32) -> Bool {
        var byte: UInt8 = 0
        return read(descriptor, &byte, 1) == 0
    }

    @Test("a close asked while the request is going in waits until it is in")
    func closeWaitsForTheRequest() throws {
        let ends = try Self.pipeEnds()
        defer { close(ends.read) }
        var state = HTTPHelperState(input: .sendingRequest(ends.write, closeWanted: false), life: .running)
        state.closeInput()
        #expect(state.requestDescriptor == ends.write, "still writable: the helper must get the whole request")
        #expect(fcntl(ends.write, F_GETFD) >= 0)
        state.requestWritten()
        #expect(state.input == .closed)
        #expect(Self.isClosed(readingFrom: ends.read))
    }

    @Test("without a close asked, stdin stays open after the request until closed or reaped")
    func stdinStaysOpen() throws {
        let ends = try Self.pipeEnds()
        defer { close(ends.read) }
        var state = HTTPHelperState(input: .sendingRequest(ends.write, closeWanted: false), life: .running)
        state.requestWritten()
        #expect(state.input == .open(ends.write))
        #expect(state.requestDescriptor == nil)
        state.life = .exited
        state.reaped()
        #expect(state.input == .closed)
        #expect(Self.isClosed(readingFrom: ends.read))
        state.closeInput()
        #expect(state.input == .closed, "closing twice is harmless")
    }

    @Test("only a helper that has not exited may be signalled")
    func signalsOnlyBeforeExit() {
        #expect(HTTPHelperState.Life.running.mayBeSignalled)
        #expect(HTTPHelperState.Life.terminating.mayBeSignalled)
        #expect(!HTTPHelperState.Life.exited.mayBeSignalled)
        #expect(!HTTPHelperState.Life.reaped.mayBeSignalled)
    }
}
