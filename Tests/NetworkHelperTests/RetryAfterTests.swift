import Foundation
import Testing
@testable import aichats_http

@Suite("Retry-After")
struct RetryAfterTests {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("seconds, an HTTP date, the cap of a year, and nonsense")
    func values() {
        #expect(RetryAfter.date(from: " 120 ", now: Self.now) == Self.now + 120)
        #expect(RetryAfter.date(from: "Wed, 15 Nov 2023 22:13:20 GMT", now: Self.now) == Self.now + 86_400)
        #expect(RetryAfter.date(from: "99999999999999999999999", now: Self.now) == Self.now + RetryAfter.longestWait)
        #expect(RetryAfter.date(from: "Fri, 31 Dec 2100 23:59:59 GMT", now: Self.now) == Self.now + RetryAfter.longestWait)
        #expect(RetryAfter.date(from: "soon", now: Self.now) == nil)
        #expect(RetryAfter.date(from: "-5", now: Self.now) == nil)
        #expect(RetryAfter.date(from: "", now: Self.now) == nil)
    }

    @Test("statuses are written with their phrase; sizes as FeedParsing writes them")
    func sentences() {
        #expect(HTTPStatusText.line(404) == "404 Not Found")
        #expect(HTTPStatusText.line(599) == "599")
        #expect(ByteCount.tooLarge(10 << 20) == "the feed is larger than 10 MB")
        #expect(ByteCount.text(2048) == "2 KB")
        #expect(ByteCount.text(1000) == "1000 bytes")
    }
}
