import DataAccess
import Domain
import Foundation
import Presentation
import Testing

@MainActor
@Suite("CreateAvatarPresenter")
struct CreateAvatarPresenterTests {
    func fill(_ sheet: CreateAvatarPresenter, name: String, action: String, location: String) {
        sheet.editFocused { $0.insert(name) }
        sheet.moveFocus(by: 2)
        sheet.editFocused { $0.insert(action) }
        sheet.moveFocus(by: 1)
        sheet.editFocused { $0.insert(location) }
    }

    /// A blank field counts as empty: its spaces do not show in the preview.
    @Test func thePreviewLeavesOutTheSpacesOfABlankOrPaddedField() {
        let sheet = Harness(sheet: .createAvatar(.cat)).createAvatar(.cat)
        fill(sheet, name: "Tom", action: "    ", location: "  in the park ")
        #expect(sheet.preview == "A cat in the park", "no dangling \"that is\"")
    }

    /// The preview says the place as the avatar will: a bare "a noisy lab" gets its "in".
    @Test func thePreviewGivesABarePlaceItsPreposition() {
        let sheet = Harness(sheet: .createAvatar(.cat)).createAvatar(.cat)
        fill(sheet, name: "Bitsy", action: "debugging servers", location: "a noisy lab")
        #expect(sheet.preview == "A cat that is debugging servers in a noisy lab")
        #expect(sheet.location.text == "a noisy lab", "the field keeps what was typed")
    }

    @Test func thePreviewFollowsTheFieldsAndTheCharacterCycles() {
        let sheet = Harness(sheet: .createAvatar(.dog)).createAvatar(.dog)
        #expect(sheet.preview == "A dog")
        #expect(sheet.focus == .name)
        sheet.moveFocus(by: 1)
        #expect(!sheet.isEditingText)
        sheet.editFocused { $0.insert("ignored") }
        sheet.moveCharacter(by: 1)
        #expect(sheet.character == .cat)
        sheet.moveCharacter(by: -2)
        #expect(sheet.character == .alien)
        sheet.moveFocus(by: 1)
        sheet.editFocused { $0.insert("mapping craters") }
        sheet.moveFocus(by: 1)
        sheet.editFocused { $0.insert("on the moon 🌙") }
        #expect(sheet.preview == "An alien that is mapping craters on the moon 🌙")
        sheet.moveFocus(by: 1)
        #expect(sheet.focus == .prompt)
        sheet.moveFocus(by: 1)
        #expect(sheet.focus == .name)
        sheet.moveFocus(by: -2)
        #expect(sheet.focus == .location)
        #expect(sheet.name.isEmpty)
    }

    @Test func submitSavesClosesTheSheetAndSaysWhere() async throws {
        let harness = Harness(sheet: .createAvatar(.cat), profile: FixtureCatalog.profile)
        let sheet = harness.createAvatar(.cat)
        fill(sheet, name: "雪球", action: "chasing snowflakes", location: "in 札幌")
        await sheet.submit()
        #expect(harness.router.sheet == nil)
        #expect(harness.router.notice?.text == "Made 雪球: find it under My avatars and in Cats")
        let saved = try await harness.deps.userAvatars.userAvatars()
        #expect(saved.map(\.description) == ["A cat that is chasing snowflakes in 札幌"])
        #expect(saved.first?.author == FixtureCatalog.profile.name)
        try await harness.showMadeAvatars()
        let cats = harness.category(.avatars(.cat))
        await cats.onAppear()
        #expect(cats.rows.first?.title == "雪球")
        #expect(cats.rows.first?.badges == [.mine])
    }

    @Test func badInputKeepsTheSheetOpenWithTheReasonUntilEdited() async throws {
        let harness = Harness(sheet: .createAvatar(.cat))
        let sheet = harness.createAvatar(.cat)
        fill(sheet, name: "  ", action: "running", location: "outside")
        await sheet.submit()
        #expect(sheet.error == "enter a name")
        #expect(sheet.focus == .name)
        #expect(harness.router.sheet == .createAvatar(.cat))
        #expect(try await harness.deps.userAvatars.userAvatars().isEmpty)
        sheet.editFocused { $0.insert("x") }
        #expect(sheet.error == nil)
    }

    /// A refusal moves the focus to the field it names, as Avatar settings does
    /// (`AvatarFormField`): a long Doing or Where is not the name's fault.
    @Test(arguments: [
        (String(repeating: "x", count: 49), "outside", CreateAvatarPresenter.Field.action),
        ("running", String(repeating: "x", count: 49), CreateAvatarPresenter.Field.location),
    ])
    func aTooLongTraitGetsTheFocus(action: String, location: String, field: CreateAvatarPresenter.Field) async throws {
        let harness = Harness(sheet: .createAvatar(.cat))
        let sheet = harness.createAvatar(.cat)
        fill(sheet, name: "Rex", action: action, location: location)
        sheet.moveFocus(by: 1)
        await sheet.submit()
        #expect(sheet.error?.hasSuffix("has at most 48 characters") == true)
        #expect(sheet.focus == field)
        #expect(try await harness.deps.userAvatars.userAvatars().isEmpty)
    }

    @Test func escOnAnEmptyFormCloses() {
        let harness = Harness(sheet: .createAvatar(.cat))
        harness.createAvatar(.cat).cancel()
        #expect(harness.router.sheet == nil)
        #expect(harness.router.notice == nil)
    }

    @Test func escWithTextWarnsFirstThenDiscardsWithoutSaving() async throws {
        let harness = Harness(sheet: .createAvatar(.cat))
        let sheet = harness.createAvatar(.cat)
        fill(sheet, name: "Rex", action: "running", location: "outside")
        sheet.cancel()
        #expect(harness.router.sheet == .createAvatar(.cat))
        #expect(harness.router.notice?.text == "Unsaved changes: Enter makes the avatar, Esc again discards them")
        #expect(sheet.name.text == "Rex")
        sheet.cancel()
        #expect(harness.router.sheet == nil)
        #expect(try await harness.deps.userAvatars.userAvatars().isEmpty)
    }

    @Test func aWarningOffersEnterOnlyWhenTheAvatarCouldBeMade() {
        let harness = Harness(sheet: .createAvatar(.cat))
        let sheet = harness.createAvatar(.cat)
        sheet.moveFocus(by: 2)
        sheet.insertIntoFocused("running")
        sheet.cancel()
        #expect(harness.router.notice?.text == "Unsaved changes: Esc again discards them", "the name is still blank")
        sheet.cancel()
        let again = harness.createAvatar(.cat)
        again.insertIntoFocused("Rex")
        again.cancel()
        #expect(harness.router.notice?.text == "Unsaved changes: Enter makes the avatar, Esc again discards them",
                "a name is all an avatar needs")
    }

    @Test func anEditAfterTheWarningAsksAgain() {
        let harness = Harness(sheet: .createAvatar(.cat))
        let sheet = harness.createAvatar(.cat)
        sheet.moveFocus(by: 1)
        sheet.moveCharacter(by: 1)
        sheet.cancel()
        #expect(harness.router.notice != nil)
        sheet.moveCharacter(by: -1)
        sheet.moveFocus(by: 1)
        sheet.insertIntoFocused("x")
        harness.router.notice = nil
        sheet.cancel()
        #expect(harness.router.sheet == .createAvatar(.cat))
        #expect(harness.router.notice != nil)
    }

    @Test func nInAnAvatarCategoryStartsOnItsKindAndNotInNews() {
        let harness = Harness(path: [.explore, .category(.avatars(.robot))])
        harness.category(.avatars(.robot)).createAvatar()
        #expect(harness.router.sheet == .createAvatar(.robot))
        harness.router.dismissSheet()
        let news = harness.category(.news(.world))
        #expect(!news.canCreateAvatar)
        news.createAvatar()
        #expect(harness.router.sheet == nil)
    }
}
