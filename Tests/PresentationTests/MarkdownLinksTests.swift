@testable import Presentation
import Testing

@Suite("A reply's links for the Links list")
struct MarkdownLinksTests {
    @Test("footnoted links first, by number, then addresses written out (`<…>` too), once each, none from code")
    func numberedThenWrittenOut() {
        let reply = """
            See https://a.example/one. And [two](https://b.example/two), https://a.example/one again.
            | site | note |
            |---|---|
            | https://c.example/t | ok |
            ```
            https://code.example/block
            ```
            `https://code.example/span` and <https://d.example/auto>; also https://b.example/two
            """
        #expect(MarkdownLinks.choices(in: reply) == [
            .numbered(1, "https://b.example/two"),
            .writtenOut("https://a.example/one"), .writtenOut("https://c.example/t"), .writtenOut("https://d.example/auto"),
        ])
    }

    @Test("the sentence's punctuation is not part of an address; its own parentheses are", arguments: [
        ("(see https://x.example/a).", "https://x.example/a"),
        ("https://en.example/wiki/Swift_(language), yes", "https://en.example/wiki/Swift_(language)"),
        ("**https://x.example/b?q=1&r=2!**", "https://x.example/b?q=1&r=2"),
        ("\"https://x.example/c\"", "https://x.example/c"),
    ])
    func punctuation(text: String, address: String) {
        #expect(WrittenOutAddress.all(in: text) == [address])
    }

    @Test func aSchemeAloneIsNoAddress() {
        #expect(WrittenOutAddress.all(in: "type https:// then the host") == [])
    }

    /// CommonMark's link destinations: parentheses that pair up belong to the address (Wikipedia's
    /// titles), `<…>` holds it whole, a title after it and escaped punctuation are read as such.
    @Test("a link's address is read whole", arguments: [
        ("Read [Swift](https://en.wikipedia.org/wiki/Swift_(programming_language)).",
         "https://en.wikipedia.org/wiki/Swift_(programming_language)", "Read Swift[1]."),
        ("[Lisp](<https://en.wikipedia.org/wiki/Lisp_(programming_language)>) too",
         "https://en.wikipedia.org/wiki/Lisp_(programming_language)", "Lisp[1] too"),
        ("[a](https://x.example/a \"A (title)\") b", "https://x.example/a", "a[1] b"),
        ("[a](https://x.example/a\\)b) c", "https://x.example/a)b", "a[1] c"),
        ("[a](https://x.example/a loose words) c", "https://x.example/a", "a[1] c"),
    ])
    func destination(markdown: String, address: String, shown: String) {
        #expect(MarkdownLinks.choices(in: markdown) == [.numbered(1, address)])
        var footnotes: [String] = []
        #expect(MarkdownInline.parse(markdown, footnotes: &footnotes).map(\.text).joined() == shown)
    }
}
