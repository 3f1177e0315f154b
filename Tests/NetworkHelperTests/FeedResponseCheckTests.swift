import Testing

@testable import aichats_http

/// A 304 means "your copy is current" only to a request that said which copy it has.
@Suite struct FeedResponseCheckTests {
    static let notModified = CurlResponseHead(status: 304, fields: [])

    @Test func a304ToAConditionalRequestIsNotModified() {
        #expect(FeedResponseCheck.verdict(for: Self.notModified, limit: 100, conditional: true) == .notModified)
    }

    @Test func a304ToARequestWithoutValidatorsFailsTheFeed() {
        #expect(FeedResponseCheck.verdict(for: Self.notModified, limit: 100, conditional: false)
            == .fail(reason: "the server answered 304 Not Modified, but there is no copy of the feed yet", retryAfter: nil))
    }
}
