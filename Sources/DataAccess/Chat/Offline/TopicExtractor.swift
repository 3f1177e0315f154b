import Foundation

/// Picks what the user's message is about, to echo it back.
enum TopicExtractor {
    /// CJK messages longer than this are shortened with an ellipsis, where a word or clause ends.
    static let maxCJKLength = 16

    private static let stopWords: Set<String> = [
        "the", "and", "but", "you", "your", "yours", "are", "was", "were", "what", "when", "where", "which",
        "who", "why", "how", "that", "this", "these", "those", "with", "about", "from", "have", "has", "had",
        "for", "not", "can", "could", "would", "should", "will", "just", "like", "really", "very", "there",
        "their", "they", "them", "then", "than", "into", "some", "any", "much", "many", "more", "most",
        "hello", "hey", "hi", "thanks", "thank", "please", "yes", "okay", "today", "does", "did", "doing",
        "think", "know", "tell", "want", "let's", "i'm", "you're", "it's", "don't", "ever", "also", "our",
    ]

    /// The longest meaningful English word, or a CJK message (shortened); nil when there is nothing to echo.
    /// No word of `name` is one: users greet the avatar by it ("Hello captain, how is the
    /// harbour?"), and "opinions about captain" reads as if the avatar did not listen.
    static func topic(in message: String, language: ReplyLanguage, name: String = "") -> String? {
        language == .english ? englishKeyword(in: message, skipping: Set(words(of: name))) : cjkPhrase(in: message)
    }

    private static func englishKeyword(in message: String, skipping name: Set<String>) -> String? {
        let candidates = words(of: message).filter { $0.count >= 3 && !stopWords.contains($0) && !name.contains($0) }
        return candidates.reduce(nil) { best, word in
            guard let best else { return word }
            return word.count > best.count ? word : best
        }
    }

    /// Lowercased, split at anything but letters, digits and apostrophes, which are trimmed.
    private static func words(of text: String) -> [String] {
        text.lowercased()
            .split { !$0.isLetter && !$0.isNumber && $0 != "'" }
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "'")) }
    }

    private static let edges = CharacterSet.whitespacesAndNewlines.union(.punctuationCharacters).union(.symbols)

    /// The message's first sentence with text, trimmed of spaces, punctuation and symbols, and
    /// cut where a word or clause ends.
    private static func cjkPhrase(in message: String) -> String? {
        let phrase = message.split { $0.isNewline || "。！？!?".contains($0) }.lazy
            .map { $0.trimmingCharacters(in: edges) }.first { !$0.isEmpty } ?? ""
        guard !phrase.isEmpty else { return nil }
        return phrase.count > maxCJKLength ? shortened(phrase) : phrase
    }

    /// The start of `phrase`, at most `maxCJKLength` characters and "…": cut after the last
    /// space or comma that keeps half of them, else not inside a Latin word when that keeps half.
    private static func shortened(_ phrase: String) -> String {
        let characters = Array(phrase), half = maxCJKLength / 2
        let clause = (half...maxCJKLength).last { characters[$0 - 1] == " " || "，、,；;：:".contains(characters[$0 - 1]) }
        let isWordLetter = { (character: Character) in character.isASCII && (character.isLetter || character.isNumber) }
        let word = (half...maxCJKLength).last { !(isWordLetter(characters[$0 - 1]) && isWordLetter(characters[$0])) }
        let cut = clause ?? word ?? maxCJKLength
        return String(characters[..<cut]).trimmingCharacters(in: edges) + "…"
    }
}
