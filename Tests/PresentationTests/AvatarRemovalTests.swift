@testable import Domain
import Foundation
import Presentation
import Testing

/// The question before an avatar is deleted names every chat that goes with it.
@Suite("AvatarRemoval")
struct AvatarRemovalTests {
    let twinbot = Avatar(
        id: "user-twinbot", name: "Twinbot", character: .robot, action: "sorting screws", location: "in a shed",
        author: "You", createdAt: Date(timeIntervalSince1970: 0), popularity: 0, isUserMade: true)

    @Test func theQuestionCountsChatsMessagesAndDrafts() {
        let alert = AvatarRemoval.deleteAlert(AvatarDeletion(avatar: twinbot, chats: 2, messages: 12, drafts: 1))
        #expect(alert.title == "Delete avatar")
        #expect(alert.message == "Delete Twinbot and its 2 chats (12 messages, 1 unsent draft)? This cannot be undone. "
            + "Chats you exported (Ctrl-S) are files of yours and stay.")
        #expect(alert.actions.first?.effect == .confirm(.deleteAvatar(id: "user-twinbot")))
    }

    @Test func aReplyBeingWrittenInOneOfItsChatsIsSaidToStop() {
        let alert = AvatarRemoval.deleteAlert(AvatarDeletion(avatar: twinbot, chats: 1, messages: 2, drafts: 0), replyBeingWritten: true)
        #expect(alert.message.hasSuffix("Chats you exported (Ctrl-S) are files of yours and stay. Its reply being written stops."))
    }

    @Test func withoutChatsItSaysSo() {
        let alert = AvatarRemoval.deleteAlert(AvatarDeletion(avatar: twinbot, chats: 0, messages: 0, drafts: 0))
        #expect(alert.message == "Delete Twinbot? You have no chat with it. This cannot be undone.")
    }

    @Test func oneChatOfOneMessageIsSingular() {
        let alert = AvatarRemoval.deleteAlert(AvatarDeletion(avatar: twinbot, chats: 1, messages: 1, drafts: 0))
        #expect(alert.message.hasPrefix("Delete Twinbot and its 1 chat (1 message)? "))
    }
}
