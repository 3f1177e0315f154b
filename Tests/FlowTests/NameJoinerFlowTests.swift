import AppComposition
import AppTestSupport
import Presentation
import TerminalUI
import Testing

/// An emoji picker or an IME commits "👨‍👩‍👧‍👦" or "☺️" as keys, one code point each: the joiners
/// and selectors arrive alone, and a name field keeps them as part of the character before.
@MainActor
@Suite("Names typed code point by code point keep their joiners and selectors")
struct NameJoinerFlowTests {
    static let name = "محمد 👨‍👩‍👧‍👦 ☺️"

    @Test func createAccountStoresTheNameAsTyped() async throws {
        let (deps, app) = await AppDriver.overMock(path: [.welcome])
        await app.press(.enter)
        await app.typeCodePoints(Self.name)
        #expect(app.text.contains("8/32"), "the family and the smile count one each: \(app.text)")
        await app.press(.enter)
        #expect(app.router.sheet == nil)
        let stored = try await deps.profiles.currentProfile()?.name
        #expect(stored?.unicodeScalars.map(\.value) == Self.name.unicodeScalars.map(\.value))
    }

    @Test func newAvatarStoresTheNameAsTyped() async throws {
        let deps = AppDependencies.mock
        let app = await AppDriver(deps: deps, path: [.explore])
        await app.press(.char("n"))
        await app.typeCodePoints("👩‍💻 Ada ☺️")
        #expect(app.text.contains("7/32"), "\(app.text)")
        await app.press(.tab, .tab)
        await app.type("coding")
        await app.press(.tab)
        await app.type("at home")
        await app.press(.enter)
        #expect(try await deps.userAvatars.userAvatars().map(\.name) == ["👩‍💻 Ada ☺️"])
    }

    @Test func avatarSettingsStoresTheNameAsTyped() async throws {
        let (deps, app) = try await AvatarDeletionFlowTests.withTwinbot(
            on: [.explore], size: Size(width: 120, height: 30), pressing: .char("2"), .char("e"))
        await app.press(.ctrl("u"))
        await app.typeCodePoints("Twin 👨‍👩‍👧")
        await app.press(.ctrl("s"))
        #expect(app.router.sheet == nil)
        #expect(try await deps.userAvatars.userAvatars().map(\.name) == ["Twin 👨‍👩‍👧"])
    }

    @Test func aJoinerTypedAloneOrAfterASpaceIsLeftOut() async throws {
        let (deps, app) = await AppDriver.overMock(path: [.welcome])
        await app.press(.enter)
        await app.typeCodePoints("\u{200D}Ann \u{FE0F}\u{200B}x")
        await app.press(.enter)
        #expect(try await deps.profiles.currentProfile()?.name == "Ann x")
    }
}

extension AppDriver {
    /// Types `text` one code point a key, as an emoji picker or an IME sends it.
    func typeCodePoints(_ text: String) async {
        for scalar in text.unicodeScalars { await press(.char(Character(scalar))) }
    }
}
