import Foundation
import Testing
@testable import Domain

/// The text a Chats search result shows around its match.
@Suite("ChatSearchHit: snippets")
struct ChatSearchSnippetTests {
    /// A cut next to an ellipsis of the text itself (a reply that quotes part of a message) is
    /// marked once, not "……".
    @Test func aCutByAnEllipsisOfTheTextIsMarkedOnce() throws {
        let text = "嘿，我是Captain Rivers。關於「Have you e…」我有些想法，不過想先聽聽你的。"
        let (before, _) = try #require(ChatSearchHit.snippet(of: text, around: "我有些", context: 2))
        #expect(before == "…」我有些想法…")
        let (after, _) = try #require(ChatSearchHit.snippet(of: text, around: "you", context: 3))
        #expect(after == "…ve you e…")
        let (plain, _) = try #require(ChatSearchHit.snippet(of: "one two three four five", around: "three", context: 4))
        #expect(plain == "…two three fou…")
    }

    /// The words a reply shows are found where its Markdown marks split them, and the snippet
    /// then shows them without the marks; the marks as written are still found as written.
    @Test func wordsSplitByMarkdownMarksAreFound() throws {
        let text = "Here is **bold** and *italic*, `code` and [a link](https://x.example/a_b) too."
        #expect(ChatSearchHit.matches("bold and italic", in: text))
        #expect(ChatSearchHit.matches("code and a link too", in: text))
        #expect(ChatSearchHit.matches("**bold**", in: text))
        #expect(ChatSearchHit.matches("x.example/a_b", in: text), "the address as written")
        #expect(!ChatSearchHit.matches("a link(", in: "plain words"))
        let (snippet, match) = try #require(ChatSearchHit.snippet(of: text, around: "bold and ITALIC", context: 8))
        #expect(snippet == "Here is bold and italic, code a…")
        #expect(snippet[match] == "bold and italic")
        #expect(ChatSearchHit.markless("no marks here") == nil)
    }
}
