import AppComposition
import DataAccess
import Presentation
import TerminalUI
import Testing

@Suite("Screen names for aichats render")
struct ScreenSpecTests {
    @Test func namesMapToTheirNavigation() {
        #expect(ScreenSpec("explore")?.path == [.explore])
        #expect(ScreenSpec("category:cat")?.path == [.explore, .category(.avatars(.cat))])
        #expect(ScreenSpec("category:World")?.path == [.explore, .category(.news(.world))])
        #expect(ScreenSpec("category:bookmarks")?.path == [.explore, .category(.bookmarks)])
        #expect(ScreenSpec("new-avatar")?.sheet == .createAvatar(.assistant))
        #expect(ScreenSpec("help")?.sheet == .help)
        #expect(ScreenSpec("chat:fx-cat-mochi")?.path == [.explore, .chat(avatarID: "fx-cat-mochi")])
        #expect(ScreenSpec("feeds")?.path == [.explore, .feeds])
        #expect(ScreenSpec("feed-items:all")?.path == [.explore, .feeds, .feedItems(.all)])
        #expect(ScreenSpec("feed-items:bookmarks")?.path.last == .feedItems(.bookmarks))
        #expect(ScreenSpec("feed-items:tag:世界")?.path.last == .feedItems(.tag("世界")))
        #expect(ScreenSpec("feed-items:https://a.example.org/feed")?.path.last == .feedItems(.feed("https://a.example.org/feed")))
        #expect(ScreenSpec("feed-article:12")?.path == [.explore, .feeds, .feedArticle(id: 12)])
    }

    @Test("category:bookmarks is what Explore opens: the feeds' bookmarks while feeds are configured, else the news'")
    @MainActor
    func bookmarksFollowExplore() async throws {
        let bookmarks = try #require(ScreenSpec("category:bookmarks"))
        let size = Size(width: 80, height: 16)
        let withFeeds = await bookmarks.text(size: size, deps: .mockWithFeeds())
        #expect(withFeeds.first?.hasPrefix(" Bookmarks · 1 unread of 1") == true)
        #expect(withFeeds.contains { $0.contains("Tea at the night market") })
        let withoutFeeds = await bookmarks.text(size: size, deps: .mock)
        #expect(withoutFeeds.first == " Bookmarks · 0 articles")
    }

    @Test("unknown names and missing arguments are refused", arguments: [
        "", "explorer", "category:", "category:elves", "chat", "help:x", "feeds:x", "feed-items", "feed-items:tag:", "feed-article:x",
    ])
    func refused(name: String) {
        #expect(ScreenSpec(name) == nil)
    }

    @Test func anArticleOrAvatarThatIsNotThereIsNamed() async throws {
        let deps = AppDependencies.mock
        #expect(await ScreenSpec("article:999")?.missingItem(in: deps)?.hasPrefix("no article with id '999'") == true)
        #expect(await ScreenSpec("chat:nobody")?.missingItem(in: deps)?.hasPrefix("no avatar with id 'nobody'") == true)
        let mochi = try #require(ScreenSpec("chat:fx-cat-mochi"))
        #expect(await mochi.missingItem(in: deps) == nil)
        #expect(await ScreenSpec("explore")?.missingItem(in: deps) == nil)
        #expect(await ScreenSpec("feed-article:1")?.missingItem(in: deps) == "no feed item with id '1'", ".mock has no feeds")
        #expect(await ScreenSpec("feed-article:1")?.missingItem(in: .mockWithFeeds()) == nil)
        #expect(await ScreenSpec("feed-items:http://nope/")?.missingItem(in: .mockWithFeeds())
            == "http://nope/ is not in the feed list")
        #expect(await ScreenSpec("feed-items:\(FixtureFeeds.tech)")?.missingItem(in: .mockWithFeeds()) == nil)
        #expect(await ScreenSpec("feed-items:all")?.missingItem(in: .mockWithFeeds()) == nil)
        #expect(await ScreenSpec("feed-items:tag:nonexistenttag")?.missingItem(in: .mockWithFeeds())
            == "no feed of the feed list has the tag 'nonexistenttag'")
        #expect(await ScreenSpec("feed-items:tag:technology")?.missingItem(in: .mockWithFeeds()) == nil)
    }

    @Test func profileAndChatsShowTheUsersRecords() {
        #expect(ScreenSpec("profile")?.showsUserRecords == true)
        #expect(ScreenSpec("chats")?.showsUserRecords == true)
        #expect(ScreenSpec("explore")?.showsUserRecords == false)
    }
}
