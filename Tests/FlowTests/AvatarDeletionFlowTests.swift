import AppComposition
import AppTestSupport
import DataAccess
import Domain
import Foundation
import Presentation
import TerminalUI
import Testing

/// `d` on an avatar the user made, in a category and in Explore: it asks first, naming its chats,
/// and deletes them with it; a catalog avatar says it cannot be deleted.
@MainActor
@Suite("Deleting an avatar you made")
struct AvatarDeletionFlowTests {
    static let twinbot = Avatar(
        id: "user-twinbot", name: "Twinbot", character: .robot, action: "sorting screws", location: "in a shed",
        author: "You", createdAt: FixtureCatalog.referenceDate, popularity: 0, isUserMade: true)

    /// `.mock` with Twinbot saved, and the app on `path` at `size` once `keys` were pressed (the
    /// ones that open Twinbot's Avatar settings, say).
    static func withTwinbot(
        on path: [AppRoute], size: Size, pressing keys: Key...
    ) async throws -> (deps: AppDependencies, app: AppDriver) {
        let deps = AppDependencies.mock
        try await deps.userAvatars.save(twinbot)
        let app = await AppDriver(deps: deps, path: path, size: size)
        for key in keys { await app.press(key) }
        return (deps, app)
    }

    /// `.mock` with Twinbot and a chat with it of two messages.
    private func withTwinbot() async throws -> AppDependencies {
        let deps = AppDependencies.mock
        try await deps.userAvatars.save(Self.twinbot)
        let chat = try await deps.chatStore.chat(for: Self.twinbot.id)
        for text in ["hi", "hello"] {
            _ = try await deps.chatStore.append(ChatMessage(role: .user, text: text, sentAt: FixtureCatalog.referenceDate), to: chat.id)
        }
        return deps
    }

    @Test func inACategoryItAsksNamingItsChatsAndDeletesThem() async throws {
        let deps = try await withTwinbot()
        let app = await AppDriver(deps: deps, path: [.explore, .category(.avatars(.robot))], size: Size(width: 120, height: 30))
        #expect(app.text.contains("mine Twinbot"))
        #expect(app.text.contains("d delete"), "the status bar offers it on an avatar of yours")
        await app.press(.char("d"))
        let alert = try #require(app.router.alert)
        #expect(alert.message == "Delete Twinbot and its 1 chat (2 messages)? This cannot be undone. "
            + "Chats you exported (Ctrl-S) are files of yours and stay.")
        await app.press(.escape)
        #expect(app.text.contains("Twinbot"), "Esc keeps it")
        await app.press(.char("d"), .char("y"))
        #expect(app.router.notice?.text == "Deleted Twinbot and its chats")
        #expect(!app.text.contains("mine Twinbot"))
        #expect(try await deps.userAvatars.userAvatars().isEmpty)
        #expect(try await deps.chatStore.chats().allSatisfy { $0.chat.avatarID != Self.twinbot.id })
        #expect(!app.text.contains("d delete"), "a catalog avatar is selected now")
    }

    @Test func aCatalogAvatarSaysItCannotBeDeleted() async throws {
        let app = await AppDriver(path: [.explore, .category(.avatars(.robot))])
        await app.press(.char("d"))
        #expect(app.router.alert == nil)
        #expect(app.router.notice?.text == "Unit-7 🤖 is from the catalog: only avatars you made can be deleted")
        #expect(app.text.contains("Unit-7 🤖"))
    }

    @Test func inExploresMyAvatarsToo() async throws {
        let deps = try await withTwinbot()
        let app = await AppDriver(deps: deps, path: [.explore], size: Size(width: 120, height: 30))
        await app.press(.char("2"), .char("d"))
        #expect(app.router.alert?.title == "Delete avatar")
        await app.press(.char("y"))
        #expect(app.text.contains("None yet"))
        #expect(try await deps.userAvatars.userAvatars().isEmpty)
        await app.press(.char("3"), .char("d"))
        #expect(app.router.alert == nil && app.router.notice == nil, "d does nothing on a category, and is not offered")
    }
}

/// `e` on an avatar you made: its name, doing and where are fields of Avatar settings.
@MainActor
@Suite("Renaming an avatar you made")
struct AvatarRenameFlowTests {
    @Test func theNewNameShowsInItsCategoryAndATakenOneIsRefused() async throws {
        let (deps, app) = try await AvatarDeletionFlowTests.withTwinbot(
            on: [.explore, .category(.avatars(.robot))], size: Size(width: 100, height: 30), pressing: .char("e"))
        #expect(app.router.sheet == .avatarSettings(avatarID: AvatarDeletionFlowTests.twinbot.id))
        #expect(app.text.contains("Doing"))
        await app.press(.ctrl("u"))
        await app.type("unit-7 🤖")
        await app.press(.ctrl("s"))
        #expect(app.text.contains("Unit-7 🤖 is already the name of a robot in the catalog: pick another"))
        #expect(try await deps.userAvatars.userAvatars() == [AvatarDeletionFlowTests.twinbot])
        await app.retypeAvatar(name: "Twinbot Two", doing: "oiling gears")
        #expect(app.router.sheet == nil)
        #expect(app.text.contains("mine Twinbot Two"))
        #expect(app.text.contains("oiling gears"))
        #expect(try await deps.userAvatars.userAvatars().map(\.name) == ["Twinbot Two"])
        let settings = try await deps.avatarSettings.settings(for: AvatarDeletionFlowTests.twinbot.id)
        #expect(settings == AvatarSettings(), "the prompt stays the one built from the traits, and follows them")
    }

    /// At the smallest size the name, doing and where rows leave no room under the numbers: the
    /// error takes the description's place instead of falling outside the box.
    @Test func aSaveErrorShowsAtTheSmallestSize() async throws {
        let (_, app) = try await AvatarDeletionFlowTests.withTwinbot(
            on: [.explore, .category(.avatars(.robot))], size: Size(width: 60, height: 16), pressing: .char("e"))
        #expect(app.text.contains("A robot that is sorting screws"))
        await app.press(.ctrl("u"))
        await app.type("Unit-7 🤖")
        await app.press(.ctrl("s"))
        let error = try #require(app.router.sheet.flatMap { _ in app.text.split(separator: "\n").first { $0.contains("already the name") } })
        #expect(error.contains("Unit-7 🤖 is already the name of a robot"), "\(app.text)")
        #expect(error.filter { $0 == "│" }.count == 2, "inside the box, not under it: \(app.text)")
        #expect(app.text.contains("Max tokens"), "every field keeps its row: \(app.text)")
        #expect(app.text.contains("Where        in a shed"))
        #expect(!app.text.contains("A robot that is sorting screws"), "the error stands where the description stood")
        #expect(app.text.contains("[Ctrl-S] Save"), "the buttons stay")
    }

    @Test func aCatalogAvatarsSettingsHaveNoNameField() async {
        let app = await AppDriver(path: [.explore, .category(.avatars(.robot))], size: Size(width: 100, height: 30))
        await app.press(.char("e"))
        #expect(app.text.contains("System prompt"))
        #expect(!app.text.contains("Doing"))
    }
}
