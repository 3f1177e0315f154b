import Testing
import FeedParsing

/// Character references in text and in attribute values.
@Suite struct RenderHTMLEntityTests {
    @Test(arguments: [
        ("&amp; &lt; &gt; &quot; &apos;", "& < > \" '"),
        ("caf&eacute; &Eacute;T&Eacute;", "café ÉTÉ"),
        ("&AElig;&zwnj;&CounterClockwiseContourIntegral;", "Æ\u{200C}∳"),
        ("&NotEqualTilde; &fjlig; &bne;", "\u{2242}\u{338} fj =\u{20E5}"),
        ("&hearts;&rarr;&hellip;&mdash;&euro;&nbsp;x", "♥→…—€\u{A0}x"),
        ("&#39;&#x27;&#X27;&#039;", "''''"),
        ("&#65&#x42 C", "AB C"),
        ("&#20320;&#x597D;&#x1F600;", "你好😀"),
        ("&#0;|&#xD800;|&#xDFFF;|&#x110000;|&#99999999999999999999;", "\u{FFFD}|\u{FFFD}|\u{FFFD}|\u{FFFD}|\u{FFFD}"),
        ("&#128;&#x80;&#150;&#x97;&#x9F;", "€€–—Ÿ"),
        ("&#x81;&#x8D;&#x9D;", "\u{81}\u{8D}\u{9D}"),
        ("&#x1B;[2J", "\u{1B}[2J"),
        ("&copy 2024 &amp &lt3", "© 2024 & <3"),
        ("&notit; &notin; &ampx", "¬it; ∉ &x"),
        ("&unknown; & &; &# &#x; &#xZ; a&b", "&unknown; & &; &# &#x; &#xZ; a&b"),
        ("AT&T R&D", "AT&T R&D"),
        ("a&Tab;b&NewLine;c", "a b c"),
    ])
    func textReferences(html: String, text: String) {
        #expect(renderHTML(html).text == text)
    }

    @Test func attributeReferences() {
        let rendered = renderHTML(#"<a href="?a=1&copy=2&amp;b=3&lt;">x</a><img alt='&lt;3 &copy; &#65;'>"#)
        #expect(rendered.links == ["?a=1&copy=2&b=3<"])
        #expect(rendered.text == "x[1] [image: <3 © A]")
    }

    @Test func legacyNameAtTheEndOfAnAttributeIsDecoded() {
        #expect(renderHTML("<img alt=\"x &amp\">").text == "[image: x &]")
    }
}
