import DataAccess
import Domain
import Presentation
import Testing

/// Name fields take at most 32 graphemes: typed and pasted text past that is left out.
@MainActor
@Suite("Name fields stop at their limit")
struct NameLimitPresenterTests {
    let thirtyTwo = String(repeating: "名", count: 30) + "👩‍💻é"

    @Test func typingStopsAtThirtyTwoGraphemes() {
        let harness = Harness(sheet: .createAccount(then: nil))
        let presenter = harness.createAccount()
        for character in thirtyTwo { presenter.insertIntoName(String(character)) }
        #expect(presenter.name.characters.count == 32)
        #expect(harness.router.notice == nil)
        presenter.insertIntoName("x")
        #expect(presenter.name.text == thirtyTwo)
        #expect(harness.router.notice == .cut("A name", limit: 32))
    }

    @Test func aPasteIsCutAtTheLimitAndANoticeSaysSo() async throws {
        let harness = Harness(path: [.welcome], sheet: .createAccount(then: nil))
        let presenter = harness.createAccount()
        presenter.insertIntoName("Ann ")
        presenter.insertIntoName(String(repeating: "ab", count: 20))
        #expect(presenter.name.text == "Ann " + String(repeating: "ab", count: 14))
        #expect(harness.router.notice?.text == "A name has at most 32 characters: the rest was left out")
        await presenter.submit()
        #expect(presenter.error == nil, "what the field holds is accepted")
        #expect(try await harness.savedProfile()?.name == "Ann " + String(repeating: "ab", count: 14))
    }

    @Test func insertingInTheMiddleOfAFullFieldChangesNothing() {
        let presenter = Harness(sheet: .createAccount(then: nil)).createAccount()
        presenter.insertIntoName(thirtyTwo)
        presenter.editName { $0.moveHome() }
        presenter.insertIntoName("x")
        #expect(presenter.name.text == thirtyTwo)
        #expect(presenter.name.cursor == 0)
    }

    @Test func theAvatarNameStopsAt32AndItsPhrasesAt48() {
        let harness = Harness(sheet: .createAvatar(.cat))
        let sheet = harness.createAvatar(.cat)
        sheet.insertIntoFocused(String(repeating: "n", count: 40))
        #expect(sheet.name.characters.count == 32)
        #expect(harness.router.notice == .cut("A name", limit: 32))
        sheet.moveFocus(by: 2)
        sheet.insertIntoFocused(String(repeating: "a", count: 50))
        #expect(sheet.action.characters.count == 48)
        #expect(harness.router.notice == .cut("This field", limit: 48))
        sheet.moveFocus(by: -1)
        sheet.insertIntoFocused("typed on the character row")
        #expect(sheet.name.characters.count == 32 && sheet.action.characters.count == 48)
    }

    @Test func renamingStopsAt32() async {
        let harness = Harness(path: [.explore, .profile], profile: FixtureCatalog.profile)
        let presenter = harness.profileScreen()
        await presenter.onAppear()
        presenter.beginRename()
        presenter.insertIntoName(String(repeating: "z", count: 40))
        #expect(presenter.nameInput?.characters.count == 32)
        #expect(presenter.nameInput?.text.hasPrefix("Mei 美咲") == true)
        #expect(harness.router.notice == .cut("A name", limit: 32))
    }
}
