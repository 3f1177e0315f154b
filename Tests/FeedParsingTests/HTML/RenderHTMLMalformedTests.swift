import Testing
import FeedParsing

/// What is dropped, and HTML as it is found in feeds: unclosed, stray, '<' in text.
@Suite struct RenderHTMLMalformedTests {
    @Test(arguments: [
        (#"<script>if (a < b) { document.write("<p>x</p>") }</script>Text"#, "Text"),
        ("<SCRIPT type=x>a</SCRIPT >Upper", "Upper"),
        ("<style>p { color: red }</style><p>Styled</p>", "Styled"),
        ("<html><head><title>T</title><style>x</style></head><body><p>Body</p></body></html>", "Body"),
        ("<html><head><meta charset=utf-8><title>T</title><body>No closing head", "No closing head"),
        ("<template><p>hidden</p><template>nested</template>still</template>shown", "shown"),
        ("<noscript><img alt=fallback></noscript>after", "after"),
        ("<iframe>fallback <b>text</b></iframe>after", "after"),
        ("<iframe src=x>fallback <b>text</b></iframe>after", "[embed] [1] after"),
        ("<svg><text>icon</text><svg>inner</svg></svg>after<svg/> end", "after end"),
        ("<!-- comment <p>not</p> -->visible<!---->", "visible"),
        ("<!-->a<!--->b<!-- x --!>c", "abc"),
        ("<!DOCTYPE html><?xml version=\"1.0\"?><p>x", "x"),
        ("<script>never closed <p>x</p>", ""),
        ("before<!-- never closed", "before"),
    ])
    func dropped(html: String, text: String) {
        #expect(renderHTML(html).text == text)
    }

    @Test(arguments: [
        ("<p>unclosed <b>bold", "unclosed bold"),
        ("stray</p>text", "stray\n\ntext"),
        ("a < b and c > d", "a < b and c > d"),
        ("x<3 and 4>y, 1<2", "x<3 and 4>y, 1<2"),
        ("<<p>>", "<\n\n>"),
        ("text <p", "text"),
        ("text <a href=\"unterminated>more", "text"),
        ("<p class=x id='y' data-z=\"w\" hidden>attrs</p>", "attrs"),
        ("</ul></li></blockquote></pre></a>text", "text"),
        ("<ul><li>a</ul></ul>b", "• a\n\nb"),
        ("<blockquote>a<ul><li>b</blockquote>c", "  a\n\n  • b\n\nc"),
        ("<![CDATA[raw <b>text</b> &amp;]]>", "raw <b>text</b> &amp;"),
        ("</>x</ 3>y", "xy"),
        ("<custom-tag attr=1>kept</custom-tag> <font color=red>old</font>", "kept old"),
        ("<P>One</P><BR>Two", "One\n\nTwo"),
        ("<textarea>a <b> &amp;</textarea>", "a <b> &"),
        ("<xmp><b>shown</b>\n  as is</xmp>", "<b>shown</b>\n  as is"),
    ])
    func malformed(html: String, text: String) {
        #expect(renderHTML(html).text == text)
    }
}
