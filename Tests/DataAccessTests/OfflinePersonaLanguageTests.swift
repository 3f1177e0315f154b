import Domain
import Foundation
import Testing
@testable import DataAccess

/// The offline persona answers in the script most of the message is written in, and quotes it
/// cut where a word or clause ends.
@Suite("Offline persona: the reply's language and its quote")
struct OfflinePersonaLanguageTests {
    @Test(arguments: [
        ("Have you ever been to 東京? I loved it there.", ReplyLanguage.english),
        ("健二 Kenji, how was your day?", ReplyLanguage.english),
        ("我喜欢 Python", ReplyLanguage.simplifiedChinese),
        ("北京 Beijing", ReplyLanguage.simplifiedChinese),
        ("今日は Tokyo で sushi を食べた", ReplyLanguage.japanese),
    ])
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
