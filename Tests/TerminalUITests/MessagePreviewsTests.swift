import Domain
import Foundation
import Synchronization
import Testing
@testable import TerminalUI

/// A Chats row's preview is made once per message, not at every frame: a reply's Markdown read
/// for each row on screen took most of a key in a list of 3,000 chats.
@Suite("The Chats rows' previews, made once a message")
struct MessagePreviewsTests {
    @Test func aMessageIsMadeOnceAndAgainWhenItGrowsOrEnds() {
        let previews = MessagePreviews(), made = Mutex(0)
        let make = { (message: ChatMessage) -> String in
            made.withLock { $0 += 1 }
            return ChatsView.previewText(of: message)
        }
        let reply = ChatMessage(role: .assistant, text: "**Hello** there", sentAt: Date(), state: .partial)
        #expect(previews.text(of: reply, make: make) == "Hello there")
        #expect(previews.text(of: reply, make: make) == "Hello there")
        #expect(made.withLock { $0 } == 1, "a frame after the first makes nothing")
        var grown = reply
        grown.text += ", friend"
        #expect(previews.text(of: grown, make: make) == "Hello there, friend")
        var ended = grown
        ended.state = .complete
        _ = previews.text(of: ended, make: make)
        #expect(made.withLock { $0 } == 3, "a reply that grew, then ended, is made again each time")
    }
}
