import Domain
import Foundation
import Testing
@testable import DataAccess

/// A bad record placed between two good ones, and the problem it must produce.
struct BadRecordCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let record: String
    let reason: String
    let edit: RecordJSON.Edit
}

@Suite("Bad records become problems while good records still load")
struct CatalogProblemTests {
    let launch = Date(timeIntervalSince1970: 1_800_000_000)

    static let badAvatars: [BadRecordCase] = [
        BadRecordCase(
            testDescription: "unknown character", record: "bad", reason: "unknown character option 'dragon'"
        ) { $0["character"] = "dragon" },
        BadRecordCase(testDescription: "empty name", record: "bad", reason: "empty name") { $0["name"] = "" },
        BadRecordCase(testDescription: "blank name", record: "bad", reason: "empty name") { $0["name"] = "  " },
        BadRecordCase(testDescription: "missing author", record: "bad", reason: "missing author") {
            $0["author"] = nil
        },
        BadRecordCase(
            testDescription: "negative age", record: "bad", reason: "bad date: negative created_days_ago -3"
        ) { $0["created_days_ago"] = -3 },
        BadRecordCase(
            testDescription: "wrong type", record: "bad", reason: "field 'popularity' has the wrong type"
        ) { $0["popularity"] = "lots" },
        BadRecordCase(testDescription: "no id", record: "#1", reason: "missing id") { $0["id"] = nil },
        BadRecordCase(testDescription: "numeric id", record: "#1", reason: "field 'id' has the wrong type") {
            $0["id"] = 7
        },
    ]

    static let badArticles: [BadRecordCase] = [
        BadRecordCase(testDescription: "unknown category", record: "bad", reason: "unknown category 'gossip'") {
            $0["category"] = "gossip"
        },
        BadRecordCase(testDescription: "empty title", record: "bad", reason: "empty title") { $0["title"] = "" },
        BadRecordCase(
            testDescription: "negative age", record: "bad", reason: "bad date: negative age_minutes -10"
        ) { $0["age_minutes"] = -10 },
        BadRecordCase(
            testDescription: "ftp url", record: "bad",
            reason: "invalid url 'ftp://files.example.com/a': needs an http or https address"
        ) { $0["url"] = "ftp://files.example.com/a" },
        BadRecordCase(
            testDescription: "javascript url", record: "bad",
            reason: "invalid url 'javascript:alert(1)': needs an http or https address"
        ) { $0["url"] = "javascript:alert(1)" },
        BadRecordCase(
            testDescription: "not a url", record: "bad",
            reason: "invalid url 'not a link': needs an http or https address"
        ) { $0["url"] = "not a link" },
        BadRecordCase(testDescription: "empty body", record: "bad", reason: "empty body") { $0["body"] = [String]() },
        BadRecordCase(testDescription: "blank paragraph", record: "bad", reason: "empty body[1]") {
            $0["body"] = ["Fine.", " "]
        },
        BadRecordCase(testDescription: "body of numbers", record: "bad", reason: "field 'body[0]' has the wrong type") {
            $0["body"] = [1, 2]
        },
    ]

    @Test(arguments: badAvatars)
    func badAvatarIsReportedAndOthersLoad(_ badCase: BadRecordCase) async throws {
        let records = [
            RecordJSON.avatar(id: "good-1"), RecordJSON.avatar(id: "bad", badCase.edit), RecordJSON.avatar(id: "good-2"),
        ]
        let files = try TemporaryCatalog(avatars: RecordJSON.array(records))
        let load = try await EmbeddedCatalog(directory: files.directory, launchedAt: launch).avatars()
        #expect(load.items.map(\.id) == ["good-1", "good-2"])
        #expect(load.problems == [CatalogProblem(file: "avatars.json", record: badCase.record, reason: badCase.reason)])
    }

    @Test(arguments: badArticles)
    func badArticleIsReportedAndOthersLoad(_ badCase: BadRecordCase) async throws {
        let records = [
            RecordJSON.article(id: "good-1"), RecordJSON.article(id: "bad", badCase.edit),
            RecordJSON.article(id: "good-2"),
        ]
        let files = try TemporaryCatalog(news: RecordJSON.array(records))
        let load = try await EmbeddedCatalog(directory: files.directory, launchedAt: launch).articles()
        #expect(load.items.map(\.id) == ["good-1", "good-2"])
        #expect(load.problems == [CatalogProblem(file: "news.json", record: badCase.record, reason: badCase.reason)])
    }

    @Test func elementThatIsNotAnObjectIsNamedByPosition() async throws {
        let files = try TemporaryCatalog(avatars: RecordJSON.array([RecordJSON.avatar(id: "a"), 42, "x"]))
        let load = try await EmbeddedCatalog(directory: files.directory, launchedAt: launch).avatars()
        #expect(load.items.map(\.id) == ["a"])
        #expect(load.problems.map(\.record) == ["#1", "#2"])
        #expect(load.problems.allSatisfy { $0.reason == "not a JSON object" })
    }

    @Test func duplicateIdKeepsTheFirstRecord() async throws {
        let records = [RecordJSON.avatar(id: "twin") { $0["name"] = "First" }, RecordJSON.avatar(id: "twin")]
        let files = try TemporaryCatalog(avatars: RecordJSON.array(records))
        let load = try await EmbeddedCatalog(directory: files.directory, launchedAt: launch).avatars()
        #expect(load.items.map(\.name) == ["First"])
        #expect(load.problems == [CatalogProblem(file: "avatars.json", record: "twin", reason: "duplicate id 'twin'")])
    }

    @Test func missingPremiumFlagMeansFree() async throws {
        let files = try TemporaryCatalog(news: RecordJSON.array([RecordJSON.article(id: "n") { $0["premium"] = nil }]))
        let load = try await EmbeddedCatalog(directory: files.directory, launchedAt: launch).articles()
        #expect(load.problems.isEmpty)
        #expect(load.items.first?.isPremium == false)
    }

    @Test func problemMessageNamesFileRecordAndReason() async throws {
        let dragon = RecordJSON.avatar(id: "x") { $0["character"] = "dragon" }
        let files = try TemporaryCatalog(avatars: RecordJSON.array([dragon]))
        let load = try await EmbeddedCatalog(directory: files.directory, launchedAt: launch).avatars()
        #expect(load.problems.map(\.message) == ["avatars.json, record x: unknown character option 'dragon'"])
    }
}
