import DataAccess
@testable import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

extension Harness {
    func profileScreen() -> ProfilePresenter {
        ProfilePresenter(
            interactor: AccountInteractor(
                profiles: deps.profiles, chats: deps.chatStore, drafts: deps.drafts, marks: deps.articleMarks, userAvatars: deps.userAvatars,
                feedCache: FakeFeedCache()),
            router: router)
    }
}

@MainActor
@Suite("ProfilePresenter")
struct ProfilePresenterTests {
    let profilePath: [AppRoute] = [.explore, .profile]

    func member() async -> Harness {
        Harness(path: profilePath, profile: FixtureCatalog.profile, chatStore: await fixtureChatStore())
    }

    @Test func loadsTheProfileAndStats() async {
        let presenter = await member().profileScreen()
        await presenter.onAppear()
        #expect(presenter.isLoaded)
        #expect(presenter.profile == FixtureCatalog.profile)
        #expect(presenter.stats == ProfileStats(chats: 3, messages: 7, avatars: 0, bookmarks: 0))
    }

    @Test func renameSavesOnEnterAndEscKeepsTheOldName() async throws {
        let harness = await member()
        let presenter = harness.profileScreen()
        await presenter.onAppear()
        presenter.beginRename()
        #expect(presenter.nameInput?.text == "Mei 美咲")
        presenter.editName { $0.insert("!") }
        presenter.cancelRename()
        #expect(presenter.isRenaming, "the first Esc with another name typed only warns")
        #expect(harness.router.notice?.text == "Unsaved name: Enter saves it, Esc again discards it")
        presenter.cancelRename()
        #expect(!presenter.isRenaming)
        #expect(presenter.profile?.name == "Mei 美咲")

        presenter.beginRename()
        presenter.editName { $0 = TextInput("Ann") }
        await presenter.commitRename()
        #expect(!presenter.isRenaming)
        #expect(presenter.profile?.name == "Ann")
        #expect(try await harness.deps.profiles.currentProfile()?.name == "Ann")
    }

    @Test func anEmptyNameIsRefusedAndStaysInTheField() async {
        let presenter = await member().profileScreen()
        await presenter.onAppear()
        presenter.beginRename()
        presenter.editName { $0 = TextInput("  ") }
        await presenter.commitRename()
        #expect(presenter.isRenaming)
        #expect(presenter.error != nil)
        #expect(presenter.profile?.name == "Mei 美咲")
    }

    @Test func arrowsCycleAndSaveTheColour() async throws {
        let harness = await member()
        let presenter = harness.profileScreen()
        await presenter.onAppear()
        await presenter.cycleColor(by: 1)
        #expect(presenter.profile?.color == .red, "cyan is last, so the next one wraps to red")
        await presenter.cycleColor(by: -1)
        await presenter.cycleColor(by: -1)
        #expect(presenter.profile?.color == .magenta)
        #expect(try await harness.deps.profiles.currentProfile()?.color == .magenta)
    }

    @Test func deleteAccountAsksThenReturnsToWelcomeWithNothingLeft() async throws {
        let harness = await member()
        let presenter = harness.profileScreen()
        await presenter.onAppear()
        await presenter.askToDeleteAccount()
        #expect(harness.router.alert?.message
                    == "Delete your profile, 3 chats and 7 messages? This cannot be undone. "
                    + "Chats you exported (Ctrl-S) are files of yours and stay.")
        await harness.router.choose(try #require(harness.router.alert?.actions.last))
        #expect(harness.router.path == profilePath)
        #expect(try await harness.deps.profiles.currentProfile() != nil)

        await presenter.askToDeleteAccount()
        await harness.router.choose(try #require(harness.router.alert?.actions.first))
        #expect(harness.router.path == [.welcome])
        #expect(try await harness.deps.profiles.currentProfile() == nil)
        #expect(try await harness.deps.chatStore.chats().isEmpty)
    }

    /// Another aichats on the same data folder deleted the account, then renamed it: a colour
    /// change here keeps the stored name and shows it; once the account is gone, a change does not
    /// make it again, says why and goes to Welcome, as a deletion here does.
    @Test func changesKeepWhatAnotherWindowStoredAndNeverRecreateTheAccount() async throws {
        let harness = await member()
        let presenter = harness.profileScreen()
        await presenter.onAppear()
        try await harness.deps.profiles.save(Profile(name: "Zed", color: .cyan, createdAt: FixtureCatalog.profile.createdAt))
        await presenter.cycleColor(by: -1)
        #expect(presenter.profile?.name == "Zed")
        #expect(try await harness.deps.profiles.currentProfile()?.name == "Zed")

        try await harness.deps.profiles.deleteAccount()
        presenter.beginRename()
        presenter.editName { $0 = TextInput("Ann") }
        await presenter.commitRename()
        #expect(try await harness.deps.profiles.currentProfile() == nil)
        #expect(harness.router.path == [.welcome])
        #expect(harness.router.notice?.text == "Your account was deleted (in another aichats, say): the change was not saved")
        await presenter.cycleColor(by: 1)
        #expect(try await harness.deps.profiles.currentProfile() == nil)
    }

    @Test func theDeleteDialogCountsWhatGoesWhenAsked() async throws {
        let harness = await member()
        let presenter = harness.profileScreen()
        await presenter.onAppear()
        try await harness.deps.articleMarks.setBookmark("a1", at: harness.now)
        try await harness.deps.userAvatars.save(FixtureCatalog.avatars[0])
        await presenter.askToDeleteAccount()
        #expect(harness.router.alert?.message
                    == "Delete your profile, 3 chats, 7 messages, 1 avatar you made and 1 bookmark? This cannot be undone. "
                    + "Chats you exported (Ctrl-S) are files of yours and stay.")
        #expect(presenter.stats == ProfileStats(chats: 3, messages: 7, avatars: 1, bookmarks: 1))
    }

    @Test func withNothingToCountTheDeleteDialogAsksOnlyAboutTheProfile() {
        #expect(ProfilePresenter.deleteAlert(stats: .zero).message
                    == "Delete your profile? This cannot be undone. Chats you exported (Ctrl-S) are files of yours and stay.")
    }

    @Test func theDeleteDialogSaysOneChatAndOneMessage() {
        let alert = ProfilePresenter.deleteAlert(stats: ProfileStats(chats: 1, messages: 1, avatars: 2, bookmarks: 0))
        #expect(alert.message == "Delete your profile, 1 chat, 1 message and 2 avatars you made? This cannot be undone. "
                    + "Chats you exported (Ctrl-S) are files of yours and stay.")
    }

    /// What the deletion takes beyond the chats: their unsent drafts and every read mark.
    @Test func theDeleteDialogCountsDraftsAndReadMarks() {
        let stats = ProfileStats(chats: 2, messages: 5, avatars: 0, bookmarks: 1, drafts: 1, readArticles: 771)
        #expect(ProfilePresenter.deleteAlert(stats: stats).message
                    == "Delete your profile, 2 chats, 5 messages, 1 unsent draft, 1 bookmark and the read "
                    + "marks of 771 articles? This cannot be undone. Chats you exported (Ctrl-S) are files of yours and stay.")
    }

    @Test func aGuestIsOfferedAnAccount() async {
        let harness = Harness(path: profilePath)
        let presenter = harness.profileScreen()
        await presenter.onAppear()
        #expect(presenter.isLoaded)
        #expect(presenter.profile == nil)
        presenter.beginRename()
        await presenter.askToDeleteAccount()
        #expect(!presenter.isRenaming)
        #expect(harness.router.alert == nil)
        presenter.createAccount()
        #expect(harness.router.sheet == .createAccount(then: nil))
    }

    @Test func exploreOpensTheProfile() {
        let harness = Harness()
        harness.explore().openProfile()
        #expect(harness.router.path == [.explore, .profile])
    }
}
