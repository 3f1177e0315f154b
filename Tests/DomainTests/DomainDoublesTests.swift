import Domain
import DomainDoubles
import Testing

/// The doubles other tests build on behave as their protocols say.
@Suite("Domain doubles")
struct DomainDoublesTests {
    @Test func failingServicesThrowUnavailable() async {
        await #expect(throws: DomainError.unavailable("avatars.json: the file cannot be read")) {
            try await StubAvatarService.failing().allAvatars()
        }
        await #expect(throws: DomainError.unavailable("news.json: offline")) {
            try await StubNewsService.failing("news.json: offline").allArticles()
        }
    }
}
