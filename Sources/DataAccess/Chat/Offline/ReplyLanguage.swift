import Foundation

/// The language a reply is written in, chosen from the user's message.
enum ReplyLanguage: String, CaseIterable {
    case english
    case japanese
    case simplifiedChinese
    case traditionalChinese

    /// Characters written differently in Simplified Chinese; their presence means Traditional.
    private static let traditionalOnly = Set(
        "這們說會來時麼對為國學長開關東車門問題見體點還讓從寫氣樣聽頭愛電話買賣貓機飛龍歡謝請嗎裡個歲喚誰親".unicodeScalars)

    /// Kana means Japanese; other Chinese characters mean Chinese (Traditional when telltale forms appear).
    static func of(_ text: String) -> ReplyLanguage {
        let scalars = text.unicodeScalars
        if scalars.contains(where: \.isKana) { return .japanese }
        guard scalars.contains(where: \.isHan) else { return .english }
        return scalars.contains(where: traditionalOnly.contains) ? .traditionalChinese : .simplifiedChinese
    }

    /// What goes between sentences.
    var sentenceSeparator: String { self == .english ? " " : "" }

    /// The topic as it appears inside a sentence.
    func quoted(_ topic: String) -> String {
        switch self {
        case .english: topic
        case .simplifiedChinese: "“\(topic)”"
        case .japanese, .traditionalChinese: "「\(topic)」"
        }
    }

    /// Stands in for the topic when the message had none.
    var topicFallback: String {
        switch self {
        case .english: "that"
        case .japanese: "それ"
        case .simplifiedChinese: "这个"
        case .traditionalChinese: "這個"
        }
    }

    /// Reactions used when the message had no topic.
    var noTopicReactions: [String] {
        switch self {
        case .english: ["You didn't say much, but I'm glad you're here.", "Even a quiet hello is nice to hear."]
        case .japanese: ["話しかけてくれてうれしいよ。"]
        case .simplifiedChinese: ["你来找我聊天，我很高兴。"]
        case .traditionalChinese: ["你來找我聊天，我很高興。"]
        }
    }
}
