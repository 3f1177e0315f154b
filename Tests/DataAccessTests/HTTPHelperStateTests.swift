import Foundation
import Testing
@testable import DataAccess

/// The helper's stdin and life as one state: what may close and what may be signalled when.
@Suite("The network helper's state")
struct HTTPHelperStateTests {
    /// Runs `test` on the state of a running helper whose request is going in: the write end of a
    /// new pipe plays the helper's stdin, the read end tells whether it closed.
    private static func whileTheRequestGoesIn(
        _ test: (_ state: inout HTTPHelperState, _ readEnd: Int32, _ writeEnd: Int32) throws -> Void
    ) throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        var state = HTTPHelperState(input: .sendingRequest(ends[1], closeWanted: false), life: .running)
        try test(&state, ends[0], ends[1])
    }

    private static func isClosed(readingFrom descriptor: Int32) -> Bool {
        var byte: UInt8 = 0
        return read(descriptor, &byte, 1) == 0
    }

    @Test("a close asked while the request is going in waits until it is in")
    func closeWaitsForTheRequest() throws {
        try Self.whileTheRequestGoesIn { state, readEnd, writeEnd in
            state.closeInput()
            #expect(state.requestDescriptor == writeEnd, "still writable: the helper must get the whole request")
            #expect(fcntl(writeEnd, F_GETFD) >= 0)
            state.requestWritten()
            #expect(state.input == .closed)
            #expect(Self.isClosed(readingFrom: readEnd))
        }
    }

    @Test("without a close asked, stdin stays open after the request until closed or reaped")
    func stdinStaysOpen() throws {
        try Self.whileTheRequestGoesIn { state, readEnd, writeEnd in
            state.requestWritten()
            #expect(state.input == .open(writeEnd))
            #expect(state.requestDescriptor == nil)
            state.life = .exited
            state.reaped()
            #expect(state.input == .closed)
            #expect(Self.isClosed(readingFrom: readEnd))
            state.closeInput()
            #expect(state.input == .closed, "closing twice is harmless")
        }
    }

    @Test("a helper reaped while a further request goes in: stdin closes once the request is in")
    func reapedWhileSending() throws {
        try Self.whileTheRequestGoesIn { state, readEnd, writeEnd in
            state.requestWritten()
            let started = state.startSending()
            #expect(started)
            #expect(state.requestDescriptor == writeEnd)
            state.life = .exited
            state.reaped()
            #expect(fcntl(writeEnd, F_GETFD) >= 0, "the writing thread still holds it")
            state.requestWritten()
            #expect(state.input == .closed)
            #expect(Self.isClosed(readingFrom: readEnd))
            let again = state.startSending()
            #expect(!again, "nothing more goes to a reaped helper")
        }
    }

    @Test("only a helper that has not exited may be signalled")
    func signalsOnlyBeforeExit() {
        #expect(HTTPHelperState.Life.running.mayBeSignalled)
        #expect(HTTPHelperState.Life.terminating.mayBeSignalled)
        #expect(!HTTPHelperState.Life.exited.mayBeSignalled)
        #expect(!HTTPHelperState.Life.reaped.mayBeSignalled)
    }
}
