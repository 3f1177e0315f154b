import Foundation

/// The system prompt an avatar gets when it has none of its own.
public enum SystemPrompt {
    /// Built from the avatar's character, activity and place, leaving out the ones it has none of.
    /// A character is told to stay in character; an assistant (no character) to help.
    public static func text(for avatar: Avatar) -> String {
        let language = "in the language the user writes in."
        let traits = AvatarDescription.traits(character: avatar.character, action: avatar.action, location: avatar.location)
        guard avatar.character == .assistant else {
            return "You are \(avatar.name), \(lowercasingFirst(traits)). Stay in character and reply briefly, \(language)"
        }
        let who = traits == AvatarDescription.traits(character: .assistant, action: "", location: "")
            ? "a helpful assistant" : lowercasingFirst(traits)
        return "You are \(avatar.name), \(who). Answer clearly and briefly, \(language)"
    }

    /// "A cat that…" as it reads after a comma.
    private static func lowercasingFirst(_ text: String) -> String {
        text.prefix(1).lowercased() + text.dropFirst()
    }
}
