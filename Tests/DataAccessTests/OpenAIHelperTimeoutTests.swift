@testable import DataAccess
import Domain
import Foundation
import Testing

/// The helper's own time limit and the app's watchdog both end a silent transfer; on a loaded
/// machine the helper's may come first: the user is told the same either way.
@Suite("OpenAIResponseReading: the helper's timeout said as the watchdog's")
struct OpenAIHelperTimeoutTests {
    @Test func aTimeoutAfterTheHeadIsTheServersSilenceNotADroppedConnection() throws {
        var reading = OpenAIResponseReading(base: "http://127.0.0.1:1/v1")
        let clock = OpenAIActivityClock(connectTimeout: .seconds(6), idleTimeout: .milliseconds(300))
        _ = try reading.take(.response(status: 200, contentType: "text/event-stream", retryAfter: nil), clock: clock,
                             answered: {}, yield: { _ in })
        let failure = #expect(throws: ChatReplyError.self) {
            _ = try reading.take(.completed(URLError(.timedOut)), clock: clock, answered: {}, yield: { _ in })
        }
        #expect(failure?.reason == "the server answered but sent nothing for 6 s (a model that thinks before it "
            + "writes may need a first_byte_timeout over that in config.toml)")
    }
}
