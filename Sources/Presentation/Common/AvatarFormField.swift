import Domain

/// The field of an avatar's form (New avatar, Avatar settings) that a refused input is about,
/// read from the refusal's words, so that both forms move the focus to the same field for the
/// same message.
enum AvatarFormField: Sendable {
    case name, action, location, prompt, temperature, maxTokens

    /// The field `message` (a `DomainError.invalidInput`'s text, `userMessage`) names; nil for
    /// none.
    init?(refusal message: String) {
        let prefixes: [(String, Self)] = [
            (CreateAvatarInteractor.actionLabel, .action), (CreateAvatarInteractor.locationLabel, .location),
            ("The system prompt", .prompt), ("Temperature", .temperature), ("Max tokens", .maxTokens),
        ]
        if let field = prefixes.first(where: { message.hasPrefix($0.0) })?.1 {
            self = field
        } else if message.contains("name") {
            // "enter a name", "a name has at most…", "… is already the name of …".
            self = .name
        } else {
            return nil
        }
    }
}
