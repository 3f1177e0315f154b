import Foundation

/// Picks what the user's message is about, to echo it back.
enum TopicExtractor {
    /// CJK messages longer than this are shortened with an ellipsis.
    static let maxCJKLength = 10

    private static let stopWords: Set<String> = [
        "the", "and", "but", "you", "your", "yours", "are", "was", "were", "what", "when", "where", "which",
        "who", "why", "how", "that", "this", "these", "those", "with", "about", "from", "have", "has", "had",
        "for", "not", "can", "could", "would", "should", "will", "just", "like", "really", "very", "there",
        "their", "they", "them", "then", "than", "into", "some", "any", "much", "many", "more", "most",
        "hello", "hey", "hi", "thanks", "thank", "please", "yes", "okay", "today", "does", "did", "doing",
        "think", "know", "tell", "want", "let's", "i'm", "you're", "it's", "don't", "ever", "also", "our",
    ]

    /// The longest meaningful English word, or a CJK message (shortened); nil when there is nothing to echo.
    static func topic(in message: String, language: ReplyLanguage) -> String? {
        language == .english ? englishKeyword(in: message) : cjkPhrase(in: message)
    }

    private static func englishKeyword(in message: String) -> String? {
        let words = message.lowercased()
            .split { !$0.isLetter && !$0.isNumber && $0 != "'" }
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "'")) }
            .filter { $0.count >= 3 && !stopWords.contains($0) }
        return words.reduce(nil) { best, word in
            guard let best else { return word }
            return word.count > best.count ? word : best
        }
    }

    /// The message's first line with text, trimmed of spaces, punctuation and symbols.
    private static func cjkPhrase(in message: String) -> String? {
        let edges = CharacterSet.whitespacesAndNewlines.union(.punctuationCharacters).union(.symbols)
        let phrase = message.split(whereSeparator: \.isNewline).lazy
            .map { $0.trimmingCharacters(in: edges) }.first { !$0.isEmpty } ?? ""
        guard !phrase.isEmpty else { return nil }
        return phrase.count > maxCJKLength ? String(phrase.prefix(maxCJKLength)) + "…" : phrase
    }
}
