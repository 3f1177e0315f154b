import AppComposition
import Domain
import Testing

/// What the app prints as it quits for drafts it could not keep: each says why, and a draft
/// whose chat went with its avatar names that chat instead of blaming the database.
@Suite("UnsavedDrafts says why each draft was not kept")
struct UnsavedDraftsTests {
    @Test func aDraftWhoseAvatarWasDeletedElsewhereNamesItsChat() {
        let drafts = UnsavedDrafts(texts: [], refusal: nil, lost: [LostDraft(avatarName: "Stallbot", text: "draft and after")])
        #expect(drafts.message == "your draft for the chat with Stallbot (deleted in another aichats) was not kept, "
            + "so here it is:\n\ndraft and after")
    }

    @Test func refusedAndLostDraftsEachSayWhy() {
        let drafts = UnsavedDrafts(texts: ["on a full disk"], refusal: .diskFull,
                                   lost: [LostDraft(avatarName: "Mochi", text: "one"), LostDraft(avatarName: "Twin3", text: "two")])
        let message = drafts.message ?? ""
        #expect(message.hasPrefix("your draft for the chat with Mochi (deleted in another aichats) was not kept, so here it is:\n\none\n\n"
            + "aichats: your draft for the chat with Twin3 (deleted in another aichats) was not kept, so here it is:\n\ntwo\n\n"
            + "aichats: could not save a draft ("))
        #expect(message.hasSuffix("), so here it is:\n\non a full disk"))
        #expect(!message.contains("the database refused the write"))
    }

    @Test func noDraftNoMessage() {
        #expect(UnsavedDrafts(texts: [], refusal: nil).message == nil)
    }
}
