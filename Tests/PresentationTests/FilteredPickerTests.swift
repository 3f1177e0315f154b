import DataAccess
import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// The filter, the selection and Esc that both picker sheets share (`FilteredPicker`).
@MainActor
@Suite("Picker sheets: filter, selection, Esc")
struct FilteredPickerTests {
    let setup = ChatSetupHarness(harness: Harness(path: [.explore, .chat(avatarID: "fx-cat-mochi")]),
                                 catalog: FakeModelCatalog(backends: [localBackend, cloudBackend]))

    /// Checks the shared rules on `picker`, whose options number more than `wanted` matches.
    func checkSharedRules(_ picker: some FilteredPicker, filter wanted: String, matches: Int) {
        setup.router.present(.modelPicker(chatID: UUID()))
        picker.editSelection { $0.select(1) }
        #expect(picker.selection.index == 1)
        picker.editFilter { $0.insert(wanted) }
        #expect(picker.selection == Selection(count: matches, index: 0), "a new filter selects the first match")
        let selected = picker.matchingOptions[0]
        picker.cancel()
        #expect(picker.filter.isEmpty, "Esc clears the filter first")
        #expect(picker.selection.count > matches)
        #expect(picker.selection.selected.map { picker.matchingOptions[$0] } == selected,
                "the selection stays on the match it was on")
        #expect(setup.router.sheet != nil)
        picker.cancel()
        #expect(setup.router.sheet == nil, "then closes the sheet")
    }

    @Test func theAvatarPickerFollowsThem() async {
        let picker = setup.avatarPicker(about: ArticleReference(id: "a-1", title: "Tea", link: nil))
        await picker.onAppear()
        checkSharedRules(picker, filter: "mochi", matches: 1)
    }

    @Test func theModelPickerFollowsThem() async throws {
        let picker = try await setup.openModelPicker(from: await setup.loadedChat()).picker
        checkSharedRules(picker, filter: "cloud", matches: 1)
    }
}
