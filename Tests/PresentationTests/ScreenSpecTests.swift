import AppComposition
import Presentation
import Testing

@Suite("Screen names for aichats render")
struct ScreenSpecTests {
    @Test func namesMapToTheirNavigation() {
        #expect(ScreenSpec("explore")?.path == [.explore])
        #expect(ScreenSpec("category:cat")?.path == [.explore, .category(.avatars(.cat))])
        #expect(ScreenSpec("category:World")?.path == [.explore, .category(.news(.world))])
        #expect(ScreenSpec("category:bookmarks")?.path == [.explore, .category(.bookmarks)])
        #expect(ScreenSpec("new-avatar")?.sheet == .createAvatar(.cat))
        #expect(ScreenSpec("help")?.sheet == .help)
        #expect(ScreenSpec("chat:fx-cat-mochi")?.path == [.explore, .chat(avatarID: "fx-cat-mochi")])
    }

    @Test("unknown names and missing arguments are refused", arguments: ["", "explorer", "category:", "category:elves", "chat", "help:x"])
    func refused(name: String) {
        #expect(ScreenSpec(name) == nil)
    }
}
