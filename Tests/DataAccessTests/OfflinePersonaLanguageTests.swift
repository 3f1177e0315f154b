import Domain
import Foundation
import Testing
@testable import DataAccess

/// The offline persona answers in the script most of the message is written in, and quotes it
/// cut where a word or clause ends.
@Suite("Offline persona: the reply's language and its quote")
struct OfflinePersonaLanguageTests {
    /// Messages in one script, and the language each is answered in.
    static let oneScript: [(String, ReplyLanguage)] = [
        ("Hello there", .english), ("ねこ", .japanese), ("東京タワー", .japanese), ("我爱北京", .simplifiedChinese),
        ("我愛台北", .traditionalChinese), ("🍡🍡", .english),
    ]

    /// Messages that mix scripts: the one most of the text is written in wins.
    static let mixedScripts: [(String, ReplyLanguage)] = [
        ("Have you ever been to 東京? I loved it there.", .english), ("健二 Kenji, how was your day?", .english),
        ("我喜欢 Python", .simplifiedChinese), ("北京 Beijing", .simplifiedChinese), ("今日は Tokyo で sushi を食べた", .japanese),
        ("hello 日本 🍡", .english), ("日本 hello", .simplifiedChinese), ("I read 人民日报 today", .english),
    ]

    @Test(arguments: oneScript)
    func languageIsDetectedFromTheScript(_ text: String, _ language: ReplyLanguage) {
        #expect(ReplyLanguage.of(text) == language)
    }

    @Test(arguments: mixedScripts)
    func theDominantScriptPicksTheLanguage(_ text: String, _ language: ReplyLanguage) {
        #expect(ReplyLanguage.of(text) == language)
    }

    @Test func anEnglishMessageNamingACJKPlaceGetsAnEnglishReply() {
        let avatar = OfflinePersonaResponderTests.avatar(.man, name: "Captain Rivers")
        let history = OfflinePersonaResponderTests.history("Have you ever been to 東京? I loved it there.")
        let reply = OfflinePersonaResponder(seed: 7, delay: .zero).replyText(as: avatar, to: history)
        #expect(ReplyLanguage.of(reply) == .english, "\(reply)")
    }

    @Test func aLongQuoteIsCutWhereAWordOrClauseEnds() {
        #expect(TopicExtractor.topic(in: "我昨天和朋友一起去了公园，然后我们吃了很多好吃的东西", language: .simplifiedChinese)
            == "我昨天和朋友一起去了公园…")
        #expect(TopicExtractor.topic(in: "今日はTokyoでsushiとramenを食べた", language: .japanese) == "今日はTokyoでsushiと…",
                "not inside ramen")
        #expect(TopicExtractor.topic(in: "一二三四五六七八九十一二三四五六七八", language: .simplifiedChinese)
            == "一二三四五六七八九十一二三四五六…")
    }
}
