import Domain
import Foundation
import Testing

@Suite("NewsFreshness: hot within 24 h, fresh within 7 days")
struct NewsFreshnessTests {
    let rule = NewsFreshness(now: referenceNow)

    static let hotCases: [(TimeInterval, Bool)] = [
        (0.0, true),
        (60.0, true),
        (23 * hour + 59 * 60, true),
        (24 * hour - 1, true),
        (24 * hour, false),
        (25 * hour, false),
        (-60.0, false),
        (-2 * day, false),
    ]

    static let freshCases: [(TimeInterval, Bool)] = [
        (0.0, true),
        (23 * hour + 59 * 60, true),
        (24 * hour, true),
        (6 * day + 23 * hour, true),
        (7 * day - 1, true),
        (7 * day, false),
        (30 * day, false),
        (-60.0, false),
    ]

    @Test("hot boundaries", arguments: hotCases)
    func hot(age: TimeInterval, expected: Bool) {
        #expect(rule.isHot(makeArticle("a", age: age)) == expected)
    }

    @Test("fresh boundaries", arguments: freshCases)
    func fresh(age: TimeInterval, expected: Bool) {
        #expect(rule.isFresh(makeArticle("a", age: age)) == expected)
    }

    @Test func everyHotArticleIsFresh() {
        for minutes in stride(from: 0, to: 24 * 60, by: 37) {
            let article = makeArticle("a", age: TimeInterval(minutes) * 60)
            #expect(rule.isHot(article))
            #expect(rule.isFresh(article))
        }
    }

    @Test func theRuleFollowsTheInstantItIsGiven() {
        let article = makeArticle("a", age: 2 * day)
        #expect(!NewsFreshness(now: referenceNow).isHot(article))
        #expect(NewsFreshness(now: referenceNow.addingTimeInterval(-1.5 * day)).isHot(article))
    }
}
