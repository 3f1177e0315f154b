import Foundation
import Testing
@testable import Domain

@Suite("Exporting a chat as Markdown")
struct ChatMarkdownTests {
    let mochi = makeAvatar("mochi", name: "Mochi 🍡", .cat)

    @Test func theDocumentHasTheAvatarAndEveryMessageWithAuthorTimeAndState() {
        let messages = [
            ChatMessage(role: .user, text: "Hello\nsecond line", sentAt: referenceNow),
            ChatMessage(role: .assistant, text: "Purr.", sentAt: referenceNow + 60, state: .partial),
            ChatMessage(role: .assistant, text: "", sentAt: referenceNow + 120, state: .partial),
        ]
        let text = ChatMarkdown.document(avatar: mochi, messages: messages, exportedAt: referenceNow + 3600)
        #expect(text.hasPrefix("# Chat with Mochi 🍡\n\n_A cat that is"))
        #expect(text.contains("\n### You · 2023-11-14 22:13:20\n\n> Hello  \n> second line\n\n"))
        #expect(text.contains("\n### Mochi 🍡 · 2023-11-14 22:14:20 (stopped)\n\n> Purr.\n"))
        #expect(text.components(separatedBy: "### Mochi 🍡").count == 2, "an empty reply is left out")
    }

    /// A reply being written as the chat is exported goes on: it is not called stopped.
    @Test func aReplyStillBeingWrittenIsMarkedSo() {
        let writing = ChatMessage(role: .assistant, text: "w0 w1", sentAt: referenceNow + 60, state: .partial)
        let messages = [ChatMessage(role: .user, text: "vslow", sentAt: referenceNow), writing]
        let text = ChatMarkdown.document(avatar: mochi, messages: messages, exportedAt: referenceNow + 90, writingID: writing.id)
        #expect(text.contains("\n### Mochi 🍡 · 2023-11-14 22:14:20 (still being written)\n\n> w0 w1\n"))
        #expect(!text.contains("(stopped)"))
    }

    /// A failed reply is exported with why, as the chat shows it, also when it holds no text.
    @Test func aFailedReplyIsExportedWithItsReason() {
        let messages = [
            ChatMessage(role: .user, text: "test 401", sentAt: referenceNow),
            ChatMessage(role: .assistant, text: "", sentAt: referenceNow + 1, state: .failed,
                        failureReason: "the server answered 401: invalid key"),
            ChatMessage(role: .user, text: "test badjson", sentAt: referenceNow + 2),
            ChatMessage(role: .assistant, text: "Start", sentAt: referenceNow + 3, state: .failed,
                        failureReason: "the server sent a malformed event"),
        ]
        let text = ChatMarkdown.document(avatar: mochi, messages: messages, exportedAt: referenceNow + 3600)
        #expect(text.contains("\n### Mochi 🍡 · 2023-11-14 22:13:21 (failed: the server answered 401: invalid key)\n\n"
            + "### You · 2023-11-14 22:13:22\n"))
        #expect(text.contains("\n### Mochi 🍡 · 2023-11-14 22:13:23 (stopped: the server sent a malformed event)\n\n> Start\n"))
    }

    /// A reply stopped while the server asked to wait keeps why, in the chat's words.
    @Test func aReplyStoppedDuringAWaitSaysWhy() {
        let messages = [
            ChatMessage(role: .user, text: "429 cancel", sentAt: referenceNow),
            ChatMessage(role: .assistant, text: "", sentAt: referenceNow + 1, state: .partial,
                        failureReason: ChatInteractor.stoppedWaitingReason),
        ]
        let text = ChatMarkdown.document(avatar: mochi, messages: messages, exportedAt: referenceNow + 3600)
        #expect(text.contains("\n### Mochi 🍡 · 2023-11-14 22:13:21 (stopped: while the server asked to wait (429 rate limit))\n"))
    }

    /// The chat's model is named at the top, and a reply by another model names its own, as the
    /// chat shows it by the reply's time.
    @Test func aReplyByAnotherModelThanTheChatsNamesIt() {
        let messages = [
            ChatMessage(role: .assistant, text: "One.", sentAt: referenceNow, model: "qwen2.5:7b"),
            ChatMessage(role: .assistant, text: "Two.", sentAt: referenceNow + 1, state: .partial, model: "gpt-4o *mini*"),
        ]
        let text = ChatMarkdown.document(avatar: mochi, messages: messages, exportedAt: referenceNow, model: "qwen2.5:7b")
        #expect(text.contains("\n\nModel: qwen2.5:7b.\n\nExported "))
        #expect(text.contains("\n### Mochi 🍡 · 2023-11-14 22:13:20\n\n> One.\n"))
        #expect(text.contains("\n### Mochi 🍡 · 2023-11-14 22:13:21 · gpt-4o \\*mini\\* (stopped)\n\n> Two.\n"))
    }

    /// OpenAI names the reply to `gpt-4o-mini` by its snapshot: that is no other model.
    @Test func aReplyByADatedSnapshotOfTheChatsModelNamesNone() {
        let messages = [ChatMessage(role: .assistant, text: "One.", sentAt: referenceNow, model: "gpt-4o-mini-2024-07-18")]
        let text = ChatMarkdown.document(avatar: mochi, messages: messages, exportedAt: referenceNow, model: "gpt-4o-mini")
        #expect(text.contains("\n### Mochi 🍡 · 2023-11-14 22:13:20\n\n> One.\n"))
    }

    /// A reply's reasoning is in its quote, first, as a quote of its own: a fence left open in it
    /// ends there and the text after it stays text. Reasoning alone is exported too.
    @Test func aReplysReasoningIsAQuoteInsideItsQuote() {
        let messages = [
            ChatMessage(role: .assistant, text: "The answer.", sentAt: referenceNow, reasoning: "\nThink\n```\nopen\n"),
            ChatMessage(role: .assistant, text: "", sentAt: referenceNow + 1, state: .partial, reasoning: "Only this"),
            ChatMessage(role: .assistant, text: "", sentAt: referenceNow + 2, state: .partial, reasoning: " \n"),
        ]
        let text = ChatMarkdown.document(avatar: mochi, messages: messages, exportedAt: referenceNow)
        #expect(text.contains("""
            ### Mochi 🍡 · 2023-11-14 22:13:20

            > _Reasoning:_
            >
            > > Think
            > > ```
            > > open
            >
            > The answer.

            ### Mochi 🍡 · 2023-11-14 22:13:21 (stopped)

            > _Reasoning:_
            >
            > > Only this

            """))
        #expect(!text.contains("22:13:22"), "reasoning of nothing but spaces is no reply")
    }

    /// A chat about an article names it under the heading, escaped, with an http(s) link only.
    @Test func aChatAboutAnArticleNamesIt() {
        let article = ArticleReference(id: "a-1", title: "Cats *rule* #1", link: URL(string: "https://example.com/cats?a=1"))
        let text = ChatMarkdown.document(avatar: mochi, messages: [], exportedAt: referenceNow, article: article)
        #expect(text.contains("\n\nAbout “Cats \\*rule\\* \\#1” (<https://example.com/cats?a=1>).\n\nExported "))
        let local = ArticleReference(id: "a-2", title: "Local", link: URL(string: "javascript:alert(1)"))
        #expect(ChatMarkdown.document(avatar: mochi, messages: [], exportedAt: referenceNow, article: local)
            .contains("\n\nAbout “Local”.\n\n"))
        #expect(!ChatMarkdown.document(avatar: mochi, messages: [], exportedAt: referenceNow).contains("About"))
    }

    /// A fence in a reply stays a fence inside the quote; one left open ends with the quote, so
    /// the next message's heading is still a heading.
    @Test func codeFencesInAReplyCannotSwallowTheNextMessage() {
        let messages = [
            ChatMessage(role: .assistant, text: "Code:\n```swift\nlet a = 1\n\n```\n~~~\nopen", sentAt: referenceNow),
            ChatMessage(role: .user, text: "# not a heading\n> quoted\n    indented\nend", sentAt: referenceNow + 1),
        ]
        let text = ChatMarkdown.document(avatar: mochi, messages: messages, exportedAt: referenceNow)
        #expect(text.contains("""

            > Code:
            > ```swift
            > let a = 1
            >
            > ```
            > ~~~
            > open

            ### You · 2023-11-14 22:13:21

            > # not a heading\u{20}\u{20}
            > > quoted\u{20}\u{20}
            >     indented
            > end

            """))
    }

    @Test func namesAreOneLineWithMarkdownEscapedAndTextIsCleanedAgain() {
        let avatar = makeAvatar("x", name: "*Bold* [link](x) <b>#1\u{1B}[2J", .robot)
        let messages = [ChatMessage(role: .assistant, text: "a\u{1B}]52;c;eA==\u{7}b\u{0}c\u{202E}", sentAt: referenceNow)]
        let text = ChatMarkdown.document(avatar: avatar, messages: messages, exportedAt: referenceNow)
        #expect(text.hasPrefix("# Chat with \\*Bold\\* \\[link\\](x) \\<b\\>\\#1\n"))
        #expect(text.contains("### \\*Bold\\* \\[link\\](x) \\<b\\>\\#1 · 2023-11-14 22:13:20\n\n> abc\n"))
    }

    @Test func fileNamesKeepLettersOfAnyScriptAndTheDay() {
        #expect(ChatMarkdown.fileName(avatar: mochi, date: referenceNow) == "mochi-2023-11-14.md")
        let kenji = makeAvatar("k", name: "健二 Kenji!", .man)
        #expect(ChatMarkdown.fileName(avatar: kenji, date: referenceNow) == "健二-kenji-2023-11-14.md")
        let symbols = makeAvatar("s", name: "🤖🤖", .robot)
        #expect(ChatMarkdown.fileName(avatar: symbols, date: referenceNow) == "chat-2023-11-14.md")
    }

    /// A legal 32-character name of letters heavy with combining marks is 800 bytes: the file
    /// name keeps whole characters up to 200 bytes.
    @Test func fileNamesAreCutByBytesBetweenCharacters() {
        let heavy = "a" + String(repeating: "\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}", count: 2)  // 25 bytes
        let name = String(repeating: heavy, count: 32)
        #expect(name.count == 32 && name.utf8.count == 800)
        let fileName = ChatMarkdown.fileName(avatar: makeAvatar("h", name: name, .alien), date: referenceNow)
        #expect(fileName == String(repeating: heavy, count: 8) + "-2023-11-14.md")
        #expect(fileName.utf8.count <= ChatMarkdown.maximumSlugBytes + 14)

        let cjk = ChatMarkdown.fileName(avatar: makeAvatar("c", name: String(repeating: "猫", count: 90), .cat), date: referenceNow)
        #expect(cjk == String(repeating: "猫", count: 66) + "-2023-11-14.md", "3 bytes each, 66 fit in 200")

        let oneHugeCharacter = "a" + String(repeating: "\u{301}", count: 120)
        #expect(ChatMarkdown.fileName(avatar: makeAvatar("z", name: oneHugeCharacter, .alien), date: referenceNow)
                == "chat-2023-11-14.md", "no whole character fits: the fallback name")
    }
}
