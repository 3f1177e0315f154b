@testable import Domain
import Foundation
import Presentation
import Testing
@testable import TerminalUI

@Suite("A Chats row's preview of a reply")
struct ChatsPreviewTests {
    @Test("a reply stopped after some text is marked, as the chat marks it")
    func aStoppedReplyIsMarked() {
        func preview(_ text: String, _ state: MessageState) -> String {
            ChatsView.lastMessagePreview(ChatMessage(role: .assistant, text: text, sentAt: Date(), state: state),
                                         theme: .standard).text
        }
        #expect(preview("w0 w1 w2", .partial) == "  [stopped] w0 w1 w2")
        #expect(preview("w0 w1 w2", .failed) == "  [stopped] w0 w1 w2")
        #expect(preview("w0 w1 w2", .complete) == "  w0 w1 w2")
        #expect(preview("", .partial) == "  reply stopped")
    }

    /// A chat whose only message is the user's first shows it as its title: the preview said it
    /// again ("Mochi · Hello there  You: Hello there").
    @Test("a chat's first message, unanswered, is not said twice")
    func theFirstMessageIsNotRepeated() {
        let now = Date()
        func row(_ messages: [ChatMessage], title: String? = nil, opening: String? = "Hello there") -> String {
            let chat = Chat(avatarID: "a", createdAt: now, modifiedAt: now, title: title, openingText: opening)
            let summary = ChatSummary(chat: chat, lastMessage: messages.last, messageCount: messages.count)
            return ChatsView.row(Conversation(summary: summary, avatarName: "Mochi", unreadCount: 0),
                                 time: RelativeTime(now: now), theme: .standard, width: 80).leading.map(\.text).joined()
        }
        let hello = ChatMessage(role: .user, text: "Hello there", sentAt: now)
        #expect(row([hello]) == "Mochi · Hello there  no reply yet")
        #expect(row([hello], title: "Greetings") == "Mochi · Greetings  You: Hello there", "a title given is no repeat")
        let reply = ChatMessage(role: .assistant, text: "Hi!", sentAt: now)
        #expect(row([hello, reply]) == "Mochi · Hello there  Hi!")
        // No default title to show it (none kept, or nothing to make one of): the message shows.
        #expect(row([hello], opening: nil) == "Mochi  You: Hello there")
        #expect(row([hello], opening: " \n ") == "Mochi  You: Hello there")
    }
}
