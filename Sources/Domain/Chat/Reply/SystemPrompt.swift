import Foundation

/// The system prompt an avatar gets when it has none of its own.
public enum SystemPrompt {
    /// Built from the avatar's character, activity and place.
    public static func text(for avatar: Avatar) -> String {
        let article = avatar.character.indefiniteArticle.lowercased()
        return "You are \(avatar.name), \(article) \(avatar.character.noun) that is \(avatar.action) "
            + "\(avatar.placePhrase). Stay in character and reply briefly, in the language the user writes in."
    }
}
