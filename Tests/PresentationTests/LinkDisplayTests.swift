import Presentation
import Testing

/// A link as the screens and `aichats news` show it: where it really goes.
@Suite("A link as it is shown")
struct LinkDisplayTests {
    @Test("a host label mixing scripts is shown in punycode, as browsers show it")
    func aLabelMixingScriptsIsShownInPunycode() {
        #expect(LinkDisplay.shown("https://\u{430}pple.com/login") == "https://xn--pple-43d.com/login", "Cyrillic а, Latin pple")
        #expect(LinkDisplay.shown("https://\u{3B1}pple.com/") == "https://xn--pple-zld.com/", "Greek α")
        #expect(LinkDisplay.shown("https://www.payp\u{430}l.com:8443/a?b=1#c") == "https://www.xn--paypl-7ve.com:8443/a?b=1#c",
                "only that label; the port, path, query and fragment kept")
        #expect(LinkDisplay.shown("https://\u{410}PPLE.com/") == "https://xn--pple-43d.com/", "lower-cased first, as the browser shows it")
        #expect(LinkDisplay.shown("https://\u{430}pple\u{3002}com/") == "https://xn--pple-43d.com/", "an ideographic full stop is a dot")
    }

    @Test("a label in one script stays as written; digits and - belong to none")
    func aLabelInOneScriptStays() {
        for link in ["https://\u{44F}\u{43D}\u{434}\u{435}\u{43A}\u{441}.\u{440}\u{444}/", "https://\u{4F8B}\u{3048}.jp/",
                     "https://m\u{FC}nchen.de/", "https://mu\u{308}nchen.de/",
                     "https://\u{43C}\u{43E}\u{441}\u{43A}\u{432}\u{430}-2024.\u{440}\u{444}/",
                     "https://xn--pple-43d.com/", "https://\u{C0AC}\u{B78C}.\u{D55C}\u{AD6D}/"] {
            #expect(LinkDisplay.shown(link) == link)
        }
    }

    @Test("a user part before the host is shown as ***, so the host is what one reads")
    func aUserPartIsMasked() {
        #expect(LinkDisplay.shown("https://paypal.com@evil.example/") == "https://***@evil.example/")
        #expect(LinkDisplay.shown("https://user:pw@host.example/a") == "https://***@host.example/a")
        #expect(LinkDisplay.shown("https://paypal.com:443@evil.example/") == "https://***@evil.example/")
        #expect(LinkDisplay.shown("https://paypal.com@\u{430}pple.com/") == "https://***@xn--pple-43d.com/")
        #expect(LinkDisplay.shown("https://medium.com/@ada/post") == "https://medium.com/@ada/post", "an @ in the path is no user part")
    }

    /// Browsers end an http(s) host at a backslash: this goes to evil.example, which must not
    /// become `https://***@apple.com/`.
    @Test func aBackslashEndsTheHostAsInABrowser() {
        #expect(LinkDisplay.shown("https://evil.example\\@apple.com/") == "https://evil.example\\@apple.com/")
    }

    @Test("plain ASCII links and links without a host are untouched")
    func otherLinksAreUntouched() {
        for link in ["https://news.example.org/items/1?x=1#f", "http://[::1]:8080/", "mailto:\u{430}@\u{430}pple.com",
                     "javascript:alert('https://a@\u{430}pple.com')", "file:///tmp/\u{430}pple", "data:text/plain,\u{430}pple@x",
                     "/relative/\u{430}pple", ""] {
            #expect(LinkDisplay.shown(link) == link)
        }
    }
}
