import Domain
import Foundation
import HTTPStreamWire
import Testing
@testable import DataAccess

/// What the app makes of the helper's stdout: its version first, then the transfer's events.
@Suite("Reading the network helper's output")
struct HTTPHelperOutputReaderTests {
    static let events: [HTTPStreamEvent] = [
        .response(status: 200, contentType: "text/event-stream"), .bytes(Data("data: x\n\n".utf8)),
        .completed(urlErrorCode: nil),
    ]
    /// `waitpid` statuses: a normal exit with a code, and death by a signal.
    static func exited(_ code: Int32) -> Int32 { code << 8 }
    static let killedByTerm = SIGTERM

    static func wire(_ version: HTTPStreamVersion, _ events: [HTTPStreamEvent]) -> Data {
        events.reduce(into: version.frame.encoded) { $0.append($1.frame.encoded) }
    }

    /// The events and the stop wish, byte by byte, as the pipe may give them.
    static func readByteByByte(_ data: Data, into reader: inout HTTPHelperOutputReader) -> ([HTTPStreamEvent], Bool) {
        var events: [HTTPStreamEvent] = []
        var stop = false
        for byte in data {
            let (reports, stopNow) = reader.read(Data([byte]))
            events += reports.compactMap { if case .event(let event) = $0 { event } else { nil } }
            stop = stop || stopNow
        }
        return (events, stop)
    }

    @Test("after the same version, every event comes through, and nothing is due at the end")
    func sameVersion() {
        var reader = HTTPHelperOutputReader()
        let (events, stop) = Self.readByteByByte(Self.wire(.current, Self.events), into: &reader)
        #expect(events == Self.events)
        #expect(!stop)
        #expect(reader.finish(exitStatus: Self.exited(0)) == nil)
    }

    @Test("another version is refused before any event: the helper is stopped", arguments: [0, 1, 2, 5, 6, 7, 8, 9, 11, 99])
    func otherVersion(_ number: UInt32) {
        var reader = HTTPHelperOutputReader()
        let (events, stop) = Self.readByteByByte(Self.wire(HTTPStreamVersion(number), Self.events), into: &reader)
        #expect(events.isEmpty)
        #expect(stop)
        #expect(reader.finish(exitStatus: Self.killedByTerm) == .otherVersion)
    }

    @Test("a helper from before the version frame (events at once) is garbage: stopped unexpectedly")
    func eventsWithoutVersion() {
        var reader = HTTPHelperOutputReader()
        let (reports, stop) = reader.read(Self.events.reduce(into: Data()) { $0.append($1.frame.encoded) })
        #expect(reports.isEmpty)
        #expect(stop)
        #expect(reader.finish(exitStatus: Self.killedByTerm) == .stoppedUnexpectedly)
    }

    @Test("a helper that says nothing and exits 2 could not read the request: another version")
    func silentRefusal() {
        #expect(HTTPHelperOutputReader().finish(exitStatus: Self.exited(2)) == .otherVersion)
    }

    @Test("a helper that says nothing and ends otherwise stopped unexpectedly",
          arguments: [exited(0), exited(1), exited(127), killedByTerm, SIGKILL, SIGSEGV])
    func silentEnd(_ status: Int32) {
        #expect(HTTPHelperOutputReader().finish(exitStatus: status) == .stoppedUnexpectedly)
    }

    @Test("output that ends in the middle of the transfer stopped unexpectedly, whatever the exit")
    func cutShort() {
        var reader = HTTPHelperOutputReader()
        let (reports, stop) = reader.read(Self.wire(.current, Array(Self.events.prefix(2))))
        #expect(reports.count == 2)
        #expect(!stop)
        #expect(reader.finish(exitStatus: Self.exited(2)) == .stoppedUnexpectedly)
    }

    @Test("garbage after the version stops the helper; what came before it still counts")
    func garbageAfterVersion() {
        var reader = HTTPHelperOutputReader()
        var wire = Self.wire(.current, Array(Self.events.prefix(1)))
        wire.append(Data("HTTP/1.1 200 OK\r\n".utf8))
        let (reports, stop) = reader.read(wire)
        #expect(reports.count == 1)
        #expect(stop)
        #expect(reader.read(Self.events[2].frame.encoded).reports.isEmpty, "nothing is read after garbage")
        #expect(reader.finish(exitStatus: Self.exited(0)) == .stoppedUnexpectedly)
    }

    @Test("a pooled feed helper: every reply comes through as it arrives; its end is always reported")
    func feedReplies() throws {
        var reader = HTTPHelperOutputReader(expecting: .feedReplies)
        let replies = [FeedFetchAnswer(.notModified(validators: .init())), FeedFetchAnswer(.failed(reason: "x", retryAfter: nil))]
        var wire = HTTPStreamVersion.current.frame.encoded
        for reply in replies { wire.append(try reply.frame.encoded) }
        var reports: [HTTPHelperProcess.Report] = []
        for byte in wire {
            let (more, stop) = reader.read(Data([byte]))
            #expect(!stop)
            reports += more
        }
        #expect(reports == replies.map { .feedReply($0) })
        #expect(reader.finish(exitStatus: Self.exited(0)) == .stoppedUnexpectedly, "an end between feeds is reported too")
    }
}
