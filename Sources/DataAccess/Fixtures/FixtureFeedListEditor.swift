import Domain

/// The feed list editor of `.mock`: the sample feeds live in memory, not in a file, so it starts
/// no editor and says so instead.
public struct FixtureFeedListEditor: FeedListEditor {
    public static let refusal = DomainError.invalidInput("the sample feeds have no file to edit")

    public init() {}

    /// Always throws `refusal`.
    public func edit() async throws { throw Self.refusal }
}
