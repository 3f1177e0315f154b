import HTTPStreamWire
import Testing
@testable import aichats_http

/// libcurl's header lines into heads: interim and redirect heads end like the final one, a status
/// line starts over, and folded lines join the field before them.
@Suite("Response heads from libcurl's header lines")
struct CurlHeadReaderTests {
    static func heads(_ lines: [String]) -> [[CurlResponseHead.Field]] {
        var reader = CurlHeadReader()
        return lines.compactMap { reader.take(line: $0 + "\r\n") }
    }

    @Test("each blank line ends a head, with its fields trimmed")
    func twoHeads() {
        let heads = Self.heads(["HTTP/1.1 100 Continue", "", "HTTP/1.1 200 OK", "ETag:  \"v1\" ", "X-A:b", ""])
        #expect(heads == [[], [.init(name: "ETag", value: "\"v1\""), .init(name: "X-A", value: "b")]])
    }

    @Test("a folded line continues the field before it")
    func folded() {
        let heads = Self.heads(["HTTP/1.1 200 OK", "Link: <a>;", "\trel=next", ""])
        #expect(heads == [[.init(name: "Link", value: "<a>; rel=next")]])
    }

    @Test("names compare without case; the first field of a name wins")
    func lookup() {
        let head = CurlResponseHead(status: 200, fields: [.init(name: "content-length", value: "12"), .init(name: "ETag", value: "a"),
            .init(name: "etag", value: "b")])
        #expect(head.contentLength == 12)
        #expect(head.value("ETAG") == "a")
        #expect(head.value("Location") == nil)
    }

    @Test("an empty header value is sent as `Name;`, and libcurl's Expect: 100-continue is turned off")
    func headerLines() {
        #expect(CurlOptions.headerLines([.init("A", "1"), .init("B", "")]) == ["A: 1", "B;", "Expect:"])
        #expect(CurlOptions.headerLines([.init("Expect", "100-continue")]) == ["Expect: 100-continue"])
    }
}
