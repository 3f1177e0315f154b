import Domain
import Foundation
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
}
