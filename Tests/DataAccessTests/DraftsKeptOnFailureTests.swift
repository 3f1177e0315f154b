import DataAccess
import Domain
import DomainDoubles
import Foundation
import Testing

/// A draft that cannot be written stays in memory and comes back, until a save writes it.
@Suite("DraftsKeptOnFailure")
struct DraftsKeptOnFailureTests {
    @Test func aDraftThatCouldNotBeSavedComesBackAndIsWrittenLater() async throws {
        let disk = FakeDraftStore(), drafts = DraftsKeptOnFailure(disk), chat = UUID()
        try await drafts.saveDraft("first", in: chat)
        await disk.failSaves()
        await #expect(throws: DomainError.storage(.diskFull)) { try await drafts.saveDraft("typed on a full disk", in: chat) }
        #expect(try await drafts.draft(in: chat) == "typed on a full disk")
        #expect(await disk.draft(in: chat) == "first")

        await disk.failSaves(with: nil)
        try await drafts.saveDraft("typed on a full disk, then more", in: chat)
        #expect(await disk.draft(in: chat) == "typed on a full disk, then more")
        #expect(try await drafts.draft(in: chat) == "typed on a full disk, then more")
        #expect(try await drafts.draft(in: UUID()) == "", "other chats read the store")
    }

    /// A draft kept in memory shows when its chat opens again; saving it then is no conflict
    /// with the older draft still stored, which this window wrote.
    @Test func aKeptDraftIsSavedOverTheStoredOneItReplaces() async throws {
        let disk = FakeDraftStore(), drafts = DraftsKeptOnFailure(disk), chat = UUID()
        try await drafts.saveDraft("first", in: chat)
        await disk.failSaves()
        await #expect(throws: DomainError.storage(.diskFull)) {
            try await drafts.saveDraft("first, then more", in: chat, replacing: "first")
        }
        await disk.failSaves(with: nil)
        let shown = try await drafts.draft(in: chat)
        #expect(try await drafts.saveDraft(shown + "!", in: chat, replacing: shown) == nil)
        #expect(await disk.draft(in: chat) == "first, then more!")
    }

    /// A draft whose chat is gone is not kept: the chat carries it elsewhere.
    @Test func aDraftOfADeletedChatIsNotKept() async throws {
        let disk = FakeDraftStore(), drafts = DraftsKeptOnFailure(disk), chat = UUID()
        await disk.deleteChat(chat)
        await #expect(throws: DomainError.chatGone) { try await drafts.saveDraft("orphan", in: chat) }
        #expect(try await drafts.drafts().isEmpty)
    }

    /// Freed room is used as soon as the chat opens again, and once more as the app quits.
    @Test func anUnsavedDraftIsWrittenWhenItsChatOpensAndWhenTheAppQuits() async throws {
        let disk = FakeDraftStore(), drafts = DraftsKeptOnFailure(disk), opened = UUID(), left = UUID()
        await disk.failSaves()
        _ = try? await drafts.saveDraft("opened again", in: opened)
        _ = try? await drafts.saveDraft("left alone", in: left)
        #expect(await drafts.saveUnsaved() == ["left alone", "opened again"], "still refused: both are given back")
        #expect(await drafts.lastRefusal == .diskFull, "the reason is kept for the message at quit")

        await disk.failSaves(with: nil)
        #expect(try await drafts.draft(in: opened) == "opened again")
        #expect(await disk.draft(in: opened) == "opened again", "written as the chat opened")
        #expect(await drafts.saveUnsaved() == [])
        #expect(await disk.draft(in: left) == "left alone", "written as the app quit")
    }

    /// A draft whose chat went with its avatar is given back as the app quits, as it stands last,
    /// with the name of the avatar, apart from the drafts the database refused.
    @Test func aLostDraftIsGivenBackAsTheAppQuits() async {
        let drafts = DraftsKeptOnFailure(FakeDraftStore()), chat = UUID()
        await drafts.keepLost("line one", of: chat, avatarName: "Stallbot")
        await drafts.keepLost("line one\nline two", of: chat, avatarName: "Stallbot")
        #expect(await drafts.lostDrafts == [LostDraft(avatarName: "Stallbot", text: "line one\nline two")])
        #expect(await drafts.saveUnsaved() == [])
        await drafts.keepLost("", of: chat, avatarName: "Stallbot")
        #expect(await drafts.lostDrafts == [])
    }
}
