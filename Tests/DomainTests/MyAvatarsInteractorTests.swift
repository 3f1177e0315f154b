@testable import Domain
import DomainDoubles
import Foundation
import Testing

/// Deleting an avatar the user made never leaves its chats behind, and asks first with what goes.
@Suite("MyAvatarsInteractor")
struct MyAvatarsInteractorTests {
    static let twinbot = Avatar(
        id: "user-twinbot", name: "Twinbot", character: .robot, action: "sorting screws", location: "in a shed",
        author: "Ann", createdAt: referenceNow, popularity: 0, isUserMade: true)
    static let mochi = Avatar(
        id: "cat-mochi", name: "Mochi 🍡", character: .cat, action: "eating dango", location: "in 東京",
        author: "aichats", createdAt: referenceNow, popularity: 11_000)

    let avatars = FakeUserAvatarStore()
    let drafts = FakeDraftStore()
    let settings = FakeAvatarSettingsStore([twinbot.id: AvatarSettings(temperature: 0.2)])
    let message = ChatMessage(role: .user, text: "hi", sentAt: referenceNow)
    let chats: FakeChatStore

    init() async {
        let other = Chat(avatarID: Self.mochi.id, createdAt: referenceNow, modifiedAt: referenceNow)
        chats = FakeChatStore(chats: [(other, [message])])
        await avatars.save(Self.twinbot)
    }

    var interactor: MyAvatarsInteractor {
        MyAvatarsInteractor(
            avatars: StubAvatarService([Self.mochi, Self.twinbot]), userAvatars: avatars, chats: chats, drafts: drafts,
            settings: settings)
    }

    /// Twinbot's main chat (3 messages), a chat about an article (1 message and a draft), one
    /// about another article holding only a draft, and an empty one.
    private func fillTwinbotsChats() async throws {
        let main = await chats.chat(for: Self.twinbot.id)
        for _ in 0..<3 { _ = try await chats.append(message, to: main.id) }
        let about = { (id: String) in ArticleReference(id: id, title: "Batteries", link: nil) }
        let article = try await chats.newChat(for: Self.twinbot.id, about: about("a1"))
        _ = try await chats.append(message, to: article.id)
        try await drafts.saveDraft("and then", in: article.id)
        let drafted = try await chats.newChat(for: Self.twinbot.id, about: about("a2"))
        try await drafts.saveDraft("what about", in: drafted.id)
        _ = try await chats.newChat(for: Self.twinbot.id, about: about("a3"))
    }

    @Test func theQuestionCountsTheChatsThatHoldSomethingTheirMessagesAndDrafts() async throws {
        try await fillTwinbotsChats()
        #expect(try await interactor.deletion(of: Self.twinbot)
            == AvatarDeletion(avatar: Self.twinbot, chats: 3, messages: 4, drafts: 2))
    }

    @Test func anAvatarWithoutChatsCountsNone() async throws {
        #expect(try await interactor.deletion(of: Self.twinbot)
            == AvatarDeletion(avatar: Self.twinbot, chats: 0, messages: 0, drafts: 0))
    }

    @Test func deletingTakesEveryChatWithItAndItsSettingsAndLeavesTheOthers() async throws {
        try await fillTwinbotsChats()
        try await interactor.delete(Self.twinbot)
        #expect(await avatars.userAvatars().isEmpty)
        #expect(await chats.chats().map(\.chat.avatarID) == [Self.mochi.id], "another avatar's chat stays")
        #expect(await settings.settings(for: Self.twinbot.id) == AvatarSettings())
    }

    @Test func aCatalogAvatarCannotBeDeleted() async throws {
        let refusal = DomainError.invalidInput("Mochi 🍡 is from the catalog: only avatars you made can be deleted")
        await #expect(throws: refusal) { try await interactor.deletion(of: Self.mochi) }
        await #expect(throws: refusal) { try await interactor.delete(Self.mochi) }
        #expect(await chats.chats().count == 1, "its chat stays")
    }

    @Test func renamingChecksTheFieldsAsWhenItWasMadeAndKeepsTheRest() async throws {
        let renamed = try await interactor.edit(Self.twinbot, name: " Twinbot Two ", action: "oiling gears", location: "in a 工房")
        #expect(renamed.name == "Twinbot Two")
        #expect(renamed.description == "A robot that is oiling gears in a 工房")
        #expect(renamed.id == Self.twinbot.id && renamed.createdAt == Self.twinbot.createdAt && renamed.isUserMade)
        #expect(await avatars.userAvatars() == [renamed])
        let same = try await interactor.edit(renamed, name: "twinbot two", action: "oiling gears", location: "in a 工房")
        #expect(same.name == "twinbot two", "its own name, in another case, is not another avatar's")
        let bare = try await interactor.edit(same, name: "Twinbot", action: " ", location: "")
        #expect(bare.description == "A robot", "doing and where may be emptied")
    }

    @Test(arguments: [
        ("mochi 🍡", "x", "y", "Mochi 🍡 is already the name of a cat in the catalog: pick another name"),
        (" ", "x", "y", "enter a name"),
        ("Bolt", String(repeating: "x", count: 49), "y", "What it is doing has at most 48 characters"),
    ])
    func aBadRenameSavesNothing(name: String, action: String, location: String, message: String) async {
        await #expect(throws: DomainError.invalidInput(message)) {
            try await interactor.edit(Self.twinbot, name: name, action: action, location: location)
        }
        #expect(await avatars.userAvatars() == [Self.twinbot])
    }

    @Test func aCatalogAvatarCannotBeRenamed() async {
        await #expect(throws: DomainError.invalidInput("Mochi 🍡 is from the catalog: only avatars you made can be renamed")) {
            try await interactor.edit(Self.mochi, name: "Mochi 2", action: "x", location: "y")
        }
    }
}
