import Domain
import Testing

/// One wording of an error for the user, wherever a reason is kept or shown.
@Suite struct DomainErrorDescribeTests {
    struct Other: Error, CustomStringConvertible {
        var description: String { "the disk is full" }
    }

    @Test func aDomainErrorSaysItsOwnSentenceAndAnotherItsDescription() {
        #expect(DomainError.describe(DomainError.unavailable("the feed")) == "could not load the feed")
        #expect(DomainError.describe(Other()) == "the disk is full")
    }
}
