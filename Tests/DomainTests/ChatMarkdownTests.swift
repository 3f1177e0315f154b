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
        #expect(text.contains("**You** · 2023-11-14 22:13:20\n\nHello\nsecond line\n"))
        #expect(text.contains("**Mochi 🍡** · 2023-11-14 22:14:20 (partial)\n\nPurr.\n"))
        #expect(text.components(separatedBy: "**Mochi 🍡**").count == 2, "an empty reply is left out")
    }

    @Test func fileNamesKeepLettersOfAnyScriptAndTheDay() {
        #expect(ChatMarkdown.fileName(avatar: mochi, date: referenceNow) == "mochi-2023-11-14.md")
        let kenji = makeAvatar("k", name: "健二 Kenji!", .man)
        #expect(ChatMarkdown.fileName(avatar: kenji, date: referenceNow) == "健二-kenji-2023-11-14.md")
        let symbols = makeAvatar("s", name: "🤖🤖", .robot)
        #expect(ChatMarkdown.fileName(avatar: symbols, date: referenceNow) == "chat-2023-11-14.md")
    }
}
