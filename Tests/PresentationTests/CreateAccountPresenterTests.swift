import DataAccess
import Domain
import Presentation
import Testing

@MainActor
@Suite("CreateAccountPresenter")
struct CreateAccountPresenterTests {
    @Test func anEmptyNameKeepsTheSheetOpenWithAnError() async throws {
        let harness = Harness(path: [.welcome], sheet: .createAccount(then: nil))
        let presenter = harness.createAccount()
        presenter.editName { $0.insert("   ") }
        await presenter.submit()
        #expect(presenter.error == "enter a display name")
        #expect(harness.router.sheet == .createAccount(then: nil))
        #expect(harness.router.path == [.welcome])
        #expect(try await harness.savedProfile() == nil)
    }

    @Test func editingTheNameClearsTheError() async {
        let presenter = Harness(sheet: .createAccount(then: nil)).createAccount()
        await presenter.submit()
        #expect(presenter.error != nil)
        presenter.editName { $0.insert("A") }
        #expect(presenter.error == nil)
    }

    @Test func aTooLongNameIsRejected() async throws {
        let harness = Harness(sheet: .createAccount(then: nil))
        let presenter = harness.createAccount()
        presenter.editName { $0.insert(String(repeating: "名", count: 33)) }
        await presenter.submit()
        #expect(presenter.error == "a name has at most 32 characters")
        #expect(harness.router.sheet != nil)
        #expect(try await harness.savedProfile() == nil)
    }

    @Test func aValidNameSavesTheProfileAndLeavesWelcomeForExplore() async throws {
        let harness = Harness(path: [.welcome], sheet: .createAccount(then: nil))
        let presenter = harness.createAccount()
        presenter.editName { $0.insert("  Ann 安 ") }
        presenter.moveColor(by: 2)
        await presenter.submit()
        #expect(presenter.error == nil)
        #expect(try await harness.savedProfile() == Profile(name: "Ann 安", color: .green, createdAt: FixtureCatalog.referenceDate))
        #expect(harness.router.sheet == nil)
        #expect(harness.router.path == [.explore])
        #expect(harness.router.notice == Notice("Welcome, Ann 安!"))
    }

    @Test func signingUpFromDeeperInKeepsTheStack() async {
        let path: [AppRoute] = [.explore, .category(.avatars(.dog))]
        let harness = Harness(path: path, sheet: .createAccount(then: nil))
        let presenter = harness.createAccount()
        presenter.editName { $0.insert("Bo") }
        await presenter.submit()
        #expect(harness.router.path == path)
        #expect(harness.router.sheet == nil)
    }

    @Test func aPendingArticleOpensOnceTheAccountExists() async throws {
        let path: [AppRoute] = [.explore, .category(.news(.technology))]
        let pending = PendingAction.openArticle(id: "fx-tech-keyboard")
        let harness = Harness(path: path, sheet: .createAccount(then: pending))
        let presenter = harness.createAccount(pending: pending)
        presenter.editName { $0.insert("Mei") }
        await presenter.submit()
        #expect(harness.router.path == path + [.article(id: "fx-tech-keyboard")])
        #expect(harness.router.sheet == nil)
        #expect(try await harness.savedProfile()?.name == "Mei")
    }

    @Test func coloursCycleWithWrapAround() {
        let presenter = Harness().createAccount()
        #expect(presenter.color == .cyan)
        presenter.moveColor(by: 1)
        #expect(presenter.color == .red)
        presenter.moveColor(by: -1)
        #expect(presenter.color == .cyan)
        presenter.moveColor(by: -1)
        #expect(presenter.color == .magenta)
        var seen: [ProfileColor] = []
        for _ in presenter.palette {
            presenter.moveColor(by: 1)
            seen.append(presenter.color)
        }
        #expect(seen == [.cyan, .red, .green, .yellow, .blue, .magenta])
    }

    @Test func tabTogglesTheFocus() {
        let presenter = Harness().createAccount()
        #expect(presenter.focus == .name)
        presenter.toggleFocus()
        #expect(presenter.focus == .color)
        presenter.toggleFocus()
        #expect(presenter.focus == .name)
    }

    @Test func escOnAnEmptyNameCloses() {
        let harness = Harness(path: [.welcome], sheet: .createAccount(then: nil))
        harness.createAccount().cancel()
        #expect(harness.router.sheet == nil)
    }

    @Test func escWithANameWarnsFirstThenDiscardsWithoutSaving() async throws {
        let harness = Harness(path: [.welcome], sheet: .createAccount(then: nil))
        let presenter = harness.createAccount()
        presenter.editName { $0.insert("Ann") }
        presenter.cancel()
        #expect(harness.router.sheet == .createAccount(then: nil))
        #expect(harness.router.notice?.text == "Unsaved changes: Enter creates the account, Esc again discards them")
        presenter.cancel()
        #expect(harness.router.sheet == nil)
        #expect(harness.router.path == [.welcome])
        #expect(try await harness.savedProfile() == nil)
    }

    @Test func enterWithoutANameMovesTheCursorToTheName() async {
        let harness = Harness(path: [.welcome], sheet: .createAccount(then: nil))
        let presenter = harness.createAccount()
        presenter.toggleFocus()
        await presenter.submit()
        #expect(presenter.error != nil)
        #expect(presenter.focus == .name)
    }

    /// A colour picked is a change too; with no name, Enter could not create the account, so the
    /// warning does not offer it.
    @Test func escAfterOnlyAColourWarnsWithoutOfferingToCreate() {
        let harness = Harness(path: [.welcome], sheet: .createAccount(then: nil))
        let presenter = harness.createAccount()
        presenter.moveColor(by: 1)
        presenter.cancel()
        #expect(harness.router.sheet == .createAccount(then: nil))
        #expect(harness.router.notice?.text == "Unsaved changes: Esc again discards them")
    }
}
