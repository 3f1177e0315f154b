import Domain
import Foundation
import Testing

@Suite("Entities")
struct EntityTests {
    @Test func catalogProblemMessage() {
        let problem = CatalogProblem(file: "avatars.json", record: "7", reason: "unknown character option 'dragon'")
        #expect(problem.message == "avatars.json, record 7: unknown character option 'dragon'")
    }

    @Test("avatar description", arguments: [
        (CharacterOption.alien, "An alien that is collecting rocks on the moon"),
        (.cat, "A cat that is collecting rocks on the moon"),
        (.man, "A man that is collecting rocks on the moon"),
        (.woman, "A woman that is collecting rocks on the moon"),
        (.dog, "A dog that is collecting rocks on the moon"),
        (.robot, "A robot that is collecting rocks on the moon"),
    ])
    func description(option: CharacterOption, expected: String) {
        let avatar = makeAvatar("x", option, action: "collecting rocks", location: "on the moon")
        #expect(avatar.description == expected)
    }

    @Test func characterOptionTitles() {
        #expect(CharacterOption.allCases.map(\.pluralTitle) == ["Assistants", "Men", "Women", "Aliens", "Dogs", "Cats", "Robots"])
        #expect(CharacterOption.allCases.map(\.indefiniteArticle) == ["An", "A", "A", "An", "A", "A", "A"])
        #expect(CharacterOption.allCases.filter { !$0.isAlwaysListed } == [.assistant], "the catalog has no assistants")
    }

    @Test func categoryTitles() {
        #expect(NewsCategory.allCases.map(\.title) == [
            "Technology", "Business", "Science", "Sports", "Entertainment", "World",
        ])
        #expect(CategoryKind.avatars(.cat).title == "Cats")
        #expect(CategoryKind.news(.world).title == "World")
    }

    /// Explore lists a feed's tags beside the avatars' categories and the bookmarks: a tag named
    /// like one of those is marked, any other tag shows as written.
    @Test func aTagNamedLikeABuiltInCategoryIsMarkedAsATag() {
        #expect(CategoryKind.feedTag("Men").title == "Men (tag)")
        #expect(CategoryKind.feedTag("bookmarks").title == "bookmarks (tag)")
        #expect(CategoryKind.feedTag("CATS").title == "CATS (tag)")
        for tag in ["🐼 熊猫", "technology", "Man", "Bookmarks 2", "world news", "Assistants"] {
            #expect(CategoryKind.feedTag(tag).title == tag)
        }
    }

    @Test func domainErrorMessages() {
        #expect(DomainError.unavailable("news.json").message == "could not load news.json")
        #expect(DomainError.notFound("avatar x").message == "avatar x was not found")
        #expect(DomainError.invalidInput("enter a name").message == "enter a name")
        #expect(DomainError.chatGone.message == "this chat, deleted since it was opened, was not found", "no id")
    }

    @Test func fixedClockAlwaysTellsTheSameTime() {
        let clock = NowProvider.fixed(referenceNow)
        #expect(clock.now() == referenceNow)
        #expect(clock.now() == clock.now())
    }
}
