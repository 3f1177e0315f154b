import Domain
import Testing

/// A `data:` link is named by its type and size in the Links lists, never by its base64.
@Suite struct InlineDataLinkTests {
    @Test func aDataLinkIsNamedByTypeAndSize() {
        #expect(InlineDataLink.label(for: "data:image/png;base64," + String(repeating: "QUJD", count: 1000))
            == "(inline image, image/png, 3 KB)")
        #expect(InlineDataLink.label(for: "DATA:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7")
            == "(inline image, image/gif, 42 bytes)")
        #expect(InlineDataLink.label(for: "data:,Hello") == "(inline data, text/plain, 5 bytes)")
    }

    @Test func anyOtherLinkIsLeftAsItIs() {
        #expect(InlineDataLink.label(for: "https://x.example/data:image/png") == nil)
    }
}
