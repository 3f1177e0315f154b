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

    /// The script most of the message is written in: English when it has more Latin words than
    /// CJK words (an English sentence naming 東京 or 健二 is English), else kana means Japanese and
    /// Chinese characters mean Chinese (Traditional when telltale forms appear). Two CJK
    /// characters weigh as one word, as most Chinese words are two characters long ("我喜欢
    /// Python" is Chinese), and a tie goes to the script the message starts in: "hello 日本" is
    /// English and "北京 Beijing" Chinese.
    static func of(_ text: String) -> ReplyLanguage {
        let scalars = text.unicodeScalars
        let cjkCharacters = scalars.count { $0.isKana || $0.isHan }
        let latin = latinWords(in: text)
        guard cjkCharacters > 0, cjkCharacters >= 2 * latin else { return .english }
        if cjkCharacters == 2 * latin, startsInLatin(scalars) { return .english }
        if scalars.contains(where: \.isKana) { return .japanese }
        return scalars.contains(where: traditionalOnly.contains) ? .traditionalChinese : .simplifiedChinese
    }

    /// The runs of Latin letters in `text`.
    private static func latinWords(in text: String) -> Int {
        text.split { !($0.isASCII && $0.isLetter) }.count
    }

    /// Whether the first letter of the message is Latin rather than CJK.
    private static func startsInLatin(_ scalars: String.UnicodeScalarView) -> Bool {
        let first = scalars.first { ($0.isASCII && $0.properties.isAlphabetic) || $0.isKana || $0.isHan }
        return first.map { $0.isASCII } ?? false
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
