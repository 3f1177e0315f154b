import Domain
import Foundation
import Synchronization
import Testing
@testable import DataAccess
import TestHTTPServer

/// 429 answers: waiting for `Retry-After`, retrying, giving up, and cancelling the wait.
@Suite("OpenAI-compatible responder: 429 and Retry-After")
struct OpenAIBusyRetryTests {
    static let busyBody = #"{"error":{"message":"Rate limit reached for requests","type":"requests","code":"rate_limit_exceeded"}}"#

    static func busy(_ retryAfter: String?) -> [ServerStep] {
        [.send(ServerShape.answer(429, "Too Many Requests", body: busyBody, headers: retryAfter.map { [("Retry-After", $0)] } ?? []))]
    }

    static let success: [ServerStep] = [.send(SSE.head + SSE.chunk("at last") + SSE.done)]

    /// The waits a responder asked for.
    final class WaitLog: Sendable {
        private let waits = Mutex<[Duration]>([])
        func append(_ wait: Duration) { waits.withLock { $0.append(wait) } }
        var all: [Duration] { waits.withLock { $0 } }
    }

    /// A responder whose waits are recorded and take no time.
    static func responder(_ server: OpenAITestServer, waits: WaitLog) -> OpenAICompatibleResponder {
        var responder = OpenAICompatibleResponderTests.responder(server)
        responder.sleeper = Sleeper { waits.append($0) }
        return responder
    }

    @Test("Retry-After in seconds: the wait is reported, then the reply comes")
    func retryAfterSeconds() async throws {
        let server = try OpenAITestServer(answers: [Self.busy("7"), Self.busy("2"), Self.success])
        defer { server.stop() }
        let waits = WaitLog()
        let events = await OpenAIServerShapeTests.events(Self.responder(server, waits: waits))
        #expect(events.error == nil)
        // Each wait says why from the first one: the status and the server's own words.
        let expected: [ReplyEvent] = [.waitingToRetry(after: .seconds(7), status: 429, message: "Rate limit reached for requests"),
                                      .waitingToRetry(after: .seconds(2), status: 429, message: "Rate limit reached for requests"), .text("at last")]
        #expect(events.all == expected)
        #expect(waits.all == [.seconds(7), .seconds(2)])
        #expect(server.requests.count == 3)
    }

    /// A server loading its model answers 503 with Retry-After; without it, and without saying
    /// it is loading, a 503 is a failure.
    @Test("503 with Retry-After is waited for as a 429; 503 without it fails at once")
    func unavailableWithRetryAfter() async throws {
        let loading: [ServerStep] = [.send(ServerShape.answer(
            503, "Service Unavailable", body: #"{"error":{"message":"Model is loading"}}"#, headers: [("Retry-After", "3")]))]
        let server = try OpenAITestServer(answers: [loading, Self.success])
        defer { server.stop() }
        let waits = WaitLog()
        let events = await OpenAIServerShapeTests.events(Self.responder(server, waits: waits))
        #expect(events.all == [.waitingToRetry(after: .seconds(3), status: 503, message: "Model is loading"), .text("at last")])
        #expect(waits.all == [.seconds(3)])

        let down = try OpenAITestServer(answers: [[.send(ServerShape.answer(503, "Service Unavailable", body: "down"))], Self.success])
        defer { down.stop() }
        let failed = await OpenAIServerShapeTests.events(Self.responder(down, waits: WaitLog()))
        #expect(failed.error != nil)
        #expect(down.requests.count == 1)
    }

    /// llama.cpp's server answers 503 "Loading model" without Retry-After while it reads the model file.
    @Test("a 503 that says the model is loading is waited for as a 429 without Retry-After")
    func unavailableWhileLoading() async throws {
        let loading: [ServerStep] = [.send(ServerShape.answer(
            503, "Service Unavailable", body: #"{"error":{"code":503,"message":"Loading model","type":"unavailable_error"}}"#))]
        let server = try OpenAITestServer(answers: [loading, loading, Self.success])
        defer { server.stop() }
        let waits = WaitLog()
        let events = await OpenAIServerShapeTests.events(Self.responder(server, waits: waits))
        #expect(events.text == "at last")
        #expect(waits.all == [.seconds(5), .seconds(5)])
        #expect(events.all.first == .waitingToRetry(after: .seconds(5), status: 503, message: "Loading model"))
        let stillLoading = try OpenAITestServer(answers: [loading])
        defer { stillLoading.stop() }
        let failed = await OpenAIServerShapeTests.events(Self.responder(stillLoading, waits: WaitLog()))
        #expect(failed.replyError?.reason == "server answered 503: Loading model — still not ready after 3 retries; try again later")
    }

    @Test("no Retry-After waits 5 s; an HTTP date waits until then")
    func defaultAndDate() async throws {
        // Far enough ahead that a slow start of the helper on a loaded machine still leaves a wait.
        let date = Date().addingTimeInterval(55)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        let server = try OpenAITestServer(answers: [Self.busy(nil), Self.busy(formatter.string(from: date)), Self.success])
        defer { server.stop() }
        let waits = WaitLog()
        let events = await OpenAIServerShapeTests.events(Self.responder(server, waits: waits))
        #expect(events.text == "at last")
        let recorded = waits.all
        #expect(recorded.first == .seconds(5))
        #expect(recorded.count == 2)
        #expect(recorded.last.map { $0 >= .seconds(1) && $0 <= .seconds(56) } == true, "\(recorded)")
    }

    @Test("after 3 retries the reply fails with the server's message")
    func givesUp() async throws {
        let server = try OpenAITestServer(answers: [Self.busy("1")])
        defer { server.stop() }
        let waits = WaitLog()
        let events = await OpenAIServerShapeTests.events(Self.responder(server, waits: waits))
        #expect(server.requests.count == 4)
        #expect(waits.all.count == 3)
        #expect(events.replyError?.kind == .status(429))
        #expect(events.replyError?.reason == "server answered 429: Rate limit reached for requests — still too many "
            + "requests after 3 retries; try again later")
    }

    @Test("a Retry-After beyond 60 s fails at once, saying how long the server asks")
    func tooLong() async throws {
        let server = try OpenAITestServer(answers: [Self.busy("120"), Self.success])
        defer { server.stop() }
        let waits = WaitLog()
        let events = await OpenAIServerShapeTests.events(Self.responder(server, waits: waits))
        #expect(waits.all.isEmpty)
        #expect(events.replyError?.reason
            == "server answered 429: Rate limit reached for requests — it asks to wait 120 s; try again later")
    }

    @Test("a long Retry-After is said in the unit a person reads", arguments: [
        ("599", "599 s"), ("600", "10 min"), ("7199", "120 min"), ("7200", "2 hours"), ("172800", "2 days"),
        ("31535999", "365 days"), ("999999999", "more than a year"),
    ])
    func longWaitsInWords(_ retryAfter: String, _ words: String) async throws {
        let server = try OpenAITestServer(answers: [Self.busy(retryAfter), Self.success])
        defer { server.stop() }
        let events = await OpenAIServerShapeTests.events(Self.responder(server, waits: WaitLog()))
        #expect(events.replyError?.reason
            == "server answered 429: Rate limit reached for requests — it asks to wait \(words); try again later")
    }

    @Test("cancelling during the wait ends the stream at once and sends nothing more")
    func cancelDuringWait() async throws {
        let server = try OpenAITestServer(answers: [Self.busy("30"), Self.success])
        defer { server.stop() }
        var responder = OpenAICompatibleResponderTests.responder(server)
        responder.sleeper = .system
        let stream = responder.reply(to: ReplyRequest(avatar: OpenAIFixtures.mochi, history: OpenAICompatibleResponderTests.history(1)))
        let consumer = Task {
            var seen: [ReplyEvent] = []
            var cancelledAt: ContinuousClock.Instant?
            for try await event in stream {
                seen.append(event)
                guard case .waitingToRetry = event else { continue }
                cancelledAt = .now
                withUnsafeCurrentTask { $0?.cancel() }
            }
            return (seen, cancelledAt)
        }
        let (seen, cancelledAt) = try await consumer.value
        #expect(seen == [.requestSent, .waitingToRetry(after: .seconds(30), status: 429, message: "Rate limit reached for requests")])
        // Well under the 30 s wait, from the moment the consumer cancelled.
        #expect(cancelledAt.map { ContinuousClock.now - $0 < .seconds(10) } == true)
        try await Task.sleep(for: .milliseconds(300))
        #expect(server.requests.count == 1)
    }

    @Test("Retry-After values", arguments: [
        ("0", Duration.seconds(0)), ("12", .seconds(12)), (" 3 ", .seconds(3)),
        ("Thu, 01 Jan 1970 00:00:00 GMT", .seconds(0)), ("Thu, 01 Jan 1970 00:01:20 GMT", .seconds(70)),
    ])
    func retryAfterValues(_ value: String, _ expected: Duration) {
        #expect(RetryAfter.delay(value, now: Date(timeIntervalSince1970: 10)) == expected)
    }

    @Test("unreadable Retry-After values count as none")
    func unreadable() {
        for value in [nil, "", "soon", "-4"] as [String?] {
            #expect(RetryAfter.delay(value, now: Date()) == nil)
        }
    }
}
