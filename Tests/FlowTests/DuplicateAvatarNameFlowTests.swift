import AppComposition
import AppTestSupport
import Presentation
import Testing

/// A new avatar may not take another one's name: chats and lists tell avatars apart by name.
@MainActor
@Suite("A new avatar named like another one")
struct DuplicateAvatarNameFlowTests {
    @Test func theFormSaysWhoseNameItIsAndKeepsWhatWasTyped() async throws {
        let (deps, app) = await AppDriver.overMock(path: [.explore])
        await app.makeAvatar(name: "mochi 🍡", doing: "eating dango", where: "at home")
        #expect(app.router.sheet == .createAvatar(.assistant), "the form stays")
        #expect(app.text.contains("Mochi 🍡 is already the name of a cat in the catalog: pick"))
        #expect(try await deps.userAvatars.userAvatars().isEmpty)
        await app.type(" II")
        await app.press(.enter)
        #expect(app.router.sheet == nil)
        #expect(try await deps.userAvatars.userAvatars().map(\.name) == ["mochi 🍡 II"])
    }
}
