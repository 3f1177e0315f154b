import Domain
import Foundation
import Testing

/// A chat's default title: the first line of the first message that holds something, trimmed,
/// at most 48 columns, cut with "…" on a word boundary; a title typed is kept on one line.
@Suite("Chat titles")
struct ChatTitleTests {
    @Test func theDefaultIsTheFirstLineTrimmed() {
        #expect(ChatTitle.byDefault(from: "\n  \n  borrow checker question  \nsecond") == "borrow checker question")
        #expect(ChatTitle.byDefault(from: " \n\t") == nil)
    }

    @Test func aLongFirstLineIsCutOnAWordBoundary() {
        let line = "please explain how the borrow checker decides which lifetimes apply here"
        let title = ChatTitle.byDefault(from: line)
        #expect(title == "please explain how the borrow checker decides…")
        #expect((title?.count ?? 0) <= ChatTitle.maximumColumns)
    }

    @Test func wideCharactersCountTwoColumnsAndAreCutBetweenCharacters() throws {
        let title = try #require(ChatTitle.byDefault(from: String(repeating: "猫", count: 40)))
        #expect(title == String(repeating: "猫", count: 23) + "…")
    }

    @Test func aChatsOwnTitleWinsAndATypedOneIsOneTrimmedLine() {
        var chat = Chat(avatarID: "mochi", createdAt: .now, modifiedAt: .now, openingText: "hello there")
        #expect(ChatTitle.of(chat) == "hello there")
        chat.title = "Trip"
        #expect(ChatTitle.of(chat) == "Trip")
        #expect(ChatTitle.given("  Weekend\nplans ") == "Weekend plans")
        #expect(ChatTitle.given("   ") == nil)
    }
}
