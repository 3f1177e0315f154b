import Testing
import FeedParsing

/// Link footnotes and images.
@Suite struct RenderHTMLLinkTests {
    @Test func linksAreNumberedInOrderOfFirstAppearance() {
        let html = #"<a href="x">one</a> <a href="y">two</a> <a href="x">three</a> <a href='z'>four</a>"#
        #expect(renderHTML(html) == RenderedHTML(text: "one[1] two[2] three[1] four[3]", links: ["x", "y", "z"]))
    }

    @Test(arguments: [
        (#"See <a href="x"></a> here"#, "See [1] here", ["x"]),
        (#"<a href="  https://a.example/p?q=1  ">padded</a>"#, "padded[1]", ["https://a.example/p?q=1"]),
        (#"<a href="x">text </a>more"#, "text[1] more", ["x"]),
        (#"<a href="x"> spaced </a>"#, "spaced[1]", ["x"]),
        (#"<a name="top">Anchor</a> <a href="">Empty</a> <a href=" ">Blank</a>"#, "Anchor Empty Blank", []),
        (#"<a href=x><img alt="Logo"></a>"#, "[image: Logo][1]", ["x"]),
        (#"<a href="full.jpg"><img src="thumb.jpg" alt="thumb"></a> then <img src="b.png">"#,
         "[image: thumb][1] then [image] [2]", ["full.jpg", "b.png"]),
        (#"<a href=x>never closed"#, "never closed[1]", ["x"]),
        (#"<a href=x>one<a href=y>two</a>"#, "one[1]two[2]", ["x", "y"]),
        (#"<p><a href=x>para</p><p>next</p>"#, "para[1]\n\nnext", ["x"]),
        (#"<a href=x>line<br></a>next"#, "line[1]\nnext", ["x"]),
        (#"<A HREF="Case">Upper</A>"#, "Upper[1]", ["Case"]),
        (#"<ul><li><a href=x>item</li><li>next</li></ul>"#, "• item[1]\n• next", ["x"]),
    ])
    func links(html: String, text: String, links: [String]) {
        #expect(renderHTML(html) == RenderedHTML(text: text, links: links))
    }

    @Test func everySchemeKeepsItsFootnote() {
        let html = ##"<a href="mailto:me@example.com">m</a><a href="javascript:alert(1)">j</a><a href="#frag">f</a><a href="/rel">r</a><a href="gopher://g">g</a>"##
        #expect(renderHTML(html).links == ["mailto:me@example.com", "javascript:alert(1)", "#frag", "/rel", "gopher://g"])
        #expect(renderHTML(html).text == "m[1]j[2]f[3]r[4]g[5]")
    }

    @Test(arguments: [
        (#"<img src="a.png">"#, "[image] [1]"),
        (#"<img src="a.png" alt="">"#, "[image] [1]"),
        ("<img alt=\"  A\n\tcat \">", "[image: A cat]"),
        (#"Text<img alt=x>more"#, "Text [image: x] more"),
        (#"<p><img alt="An image">After script.</p>"#, "[image: An image] After script."),
        (#"<img alt=a><img alt=b> <br>next"#, "[image: a] [image: b]\nnext"),
        (#"<img alt=unquoted src=a.png/>"#, "[image: unquoted] [1]"),
        (#"<img alt = "spaced" >"#, "[image: spaced]"),
        (#"<p><img alt="A"></p><p><img alt="B"></p>"#, "[image: A]\n\n[image: B]"),
    ])
    func images(html: String, text: String) {
        #expect(renderHTML(html).text == text)
    }

    /// Media that is not a plain `<img src>` leaves a marker and a link too: an embedded video,
    /// audio, video, a lazy-loaded picture (its `data:` placeholder passed over), `srcset`.
    @Test(arguments: [
        (#"Watch:<iframe src="https://www.youtube.com/embed/abc" width=560>fallback</iframe>"#,
         "Watch: [embed: www.youtube.com] [1]", ["https://www.youtube.com/embed/abc"]),
        (#"<p>Audio:<audio src="clip.mp3" controls></audio></p>"#, "Audio: [audio] [1]", ["clip.mp3"]),
        (#"<video poster="p.jpg"><source src="clip.mp4" type="video/mp4"><source src="clip.webm"></video> after"#,
         "[video] [1] after", ["clip.mp4"]),
        (#"<video controls></video>"#, "[video]", []),
        (#"<img src="data:image/gif;base64,R0lGOD" data-src="https://lazy.example/real.jpg" alt="lazy">"#,
         "[image: lazy] [1]", ["https://lazy.example/real.jpg"]),
        (#"<img srcset="small.jpg 480w, big.jpg 1080w" alt="srcset only">"#, "[image: srcset only] [1]", ["small.jpg"]),
        (#"<img src="data:image/png;base64,AAAA" alt="inline">"#, "[image: inline] [1]", ["data:image/png;base64,AAAA"]),
    ])
    func media(html: String, text: String, links: [String]) {
        #expect(renderHTML(html) == RenderedHTML(text: text, links: links))
    }

    /// A picture is seen by opening it: its `src` is a link of its own, numbered with the others;
    /// inside a link (a thumbnail of the full picture) the link's number is its one marker.
    @Test func anImageIsALinkAndItsTitleFollowsIt() {
        let xkcd = #"<img src="https://imgs.xkcd.com/comics/feed_reader.png" title="The hover text is the real punchline here." alt="Feed Reader" />"#
        #expect(renderHTML(xkcd) == RenderedHTML(
            text: "[image: Feed Reader] [1] (The hover text is the real punchline here.)",
            links: ["https://imgs.xkcd.com/comics/feed_reader.png"]))
        let inText = #"<a href="p.html">Page</a> then <img src=" cat.png " alt="A cat" title="A cat"> and <a href="cat.png">again</a>"#
        #expect(renderHTML(inText) == RenderedHTML(text: "Page[1] then [image: A cat] [2] and again[2]", links: ["p.html", "cat.png"]))
        #expect(renderHTML(#"<a href="big.png"><img src="small.png" alt="Zoom"></a>"#)
                    == RenderedHTML(text: "[image: Zoom][1]", links: ["big.png"]))
    }
}
