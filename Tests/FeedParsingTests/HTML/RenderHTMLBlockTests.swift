import Testing
import FeedParsing

/// Blocks, line breaks and whitespace, as `renderHTML(_:)`'s doc comment lays them out.
@Suite struct RenderHTMLBlockTests {
    @Test(arguments: [
        ("<p>One</p><p>Two</p>", "One\n\nTwo"),
        ("<div>One</div>Two<h2>Three</h2>", "One\n\nTwo\n\nThree"),
        ("<p>  Lots   of\n\t space  </p>", "Lots of space"),
        ("One<br>Two<br/>Three", "One\nTwo\nThree"),
        ("One<br><br>Two", "One\n\nTwo"),
        ("One<br><br><br><br>Two", "One\n\nTwo"),
        ("<p>One <br> Two </p>", "One\nTwo"),
        ("<br><p></p><p>Text</p><br><br><p></p>", "Text"),
        ("<h1>Title</h1><p>Body</p>", "Title\n\nBody"),
        ("Above<hr>Below", "Above\n\n---\n\nBelow"),
        ("<dl><dt>Term</dt><dd>Meaning</dd></dl>", "Term\nMeaning"),
        ("a <b>bold</b> and <i>italic</i> word", "a bold and italic word"),
        ("<span>no</span><span>space</span>", "nospace"),
        ("One&nbsp;&nbsp;two", "One\u{A0}\u{A0}two"),
        ("<p>Trailing&nbsp;</p>", "Trailing"),
        ("", ""),
        ("   \n\t ", ""),
    ])
    func blocks(html: String, text: String) {
        #expect(renderHTML(html) == RenderedHTML(text: text, links: []))
    }

    @Test(arguments: [
        ("<table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></table>", "| A | B |\n| --- | --- |\n| 1 | 2 |"),
        ("<table><tr><td>A</td><td>B</td></tr></table>", "A | B"),
        ("<table><tr><td></td><td>Only</td></tr></table>", "Only"),
        ("<p>Before</p><table><tr><td>Cell</td></tr></table><p>After</p>", "Before\n\nCell\n\nAfter"),
    ])
    func tables(html: String, text: String) {
        #expect(renderHTML(html).text == text)
    }

    @Test(arguments: [
        ("<pre>  let x = 1\n    y\tz  \n</pre>", "  let x = 1\n    y\tz"),
        ("<pre>\nfirst line kept\n\n\nafter two blank lines</pre>", "first line kept\n\n\nafter two blank lines"),
        ("<p>Code:</p><pre>a\r\nb\rc</pre><p>Done</p>", "Code:\n\na\nb\nc\n\nDone"),
        ("<pre><code>if a &lt; b { <b>x</b> }</code></pre>", "if a < b { x }"),
        ("<blockquote><pre>  quoted\n  code</pre></blockquote>", "    quoted\n    code"),
    ])
    func preformatted(html: String, text: String) {
        #expect(renderHTML(html).text == text)
    }
}
