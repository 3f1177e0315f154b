import Testing
import FeedParsing

/// A blog post's body as feeds carry it (WordPress-like markup), laid out whole.
@Suite struct RenderHTMLArticleTests {
    static let html = """
        <div class="entry-content">
          <p>Swift&nbsp;6 is <a href="https://swift.org/blog/">out</a> &mdash; here&#8217;s what changed.</p>
          <h2 id="strict">Strict concurrency</h2>
          <p>Data races are now <em>errors</em>:<br>
          check your <code>Sendable</code> types.</p>
          <figure><img src="/img/race.png" alt="A data race"><figcaption>Two threads, one value</figcaption></figure>
          <ol>
            <li>Turn on the checks.</li>
            <li>Fix the warnings (see <a href="https://swift.org/blog/">the post</a>).
              <ul><li>Actors</li><li>Mutex</li></ul>
            </li>
          </ol>
          <blockquote><p>It just works.</p><cite>&mdash; Someone</cite></blockquote>
          <pre><code>let x = 1
        \tprint(x)</code></pre>
          <script>track("view")</script>
          <p>Read more at <a href="/about">our page</a>.</p>
        </div>
        """

    @Test func layout() {
        let expected = """
            Swift\u{A0}6 is out[1] — here’s what changed.

            Strict concurrency

            Data races are now errors:
            check your Sendable types.

            [image: A data race] [2]

            Two threads, one value

            1. Turn on the checks.
            2. Fix the warnings (see the post[1]).
              • Actors
              • Mutex

              It just works.

              — Someone

            let x = 1
            \tprint(x)

            Read more at our page[3].
            """
        #expect(renderHTML(Self.html) == RenderedHTML(text: expected, links: ["https://swift.org/blog/", "/img/race.png", "/about"]))
    }
}
