import Domain
import Foundation
import Testing
@testable import DataAccess

@Suite("Offline persona replies")
struct OfflinePersonaResponderTests {
    let responder = OfflinePersonaResponder(seed: 42, delay: .zero)

    static func avatar(_ character: CharacterOption, name: String = "Pip") -> Avatar {
        Avatar(
            id: "test-\(character)", name: name, character: character, action: "juggling oranges",
            location: "on a rooftop", author: "Tester", createdAt: FixtureCatalog.referenceDate, popularity: 1)
    }

    static func history(_ texts: String...) -> [ChatMessage] {
        texts.enumerated().map { index, text in
            ChatMessage(
                role: index.isMultiple(of: 2) ? .user : .assistant, text: text,
                sentAt: FixtureCatalog.referenceDate)
        }
    }

    static func collect(_ stream: AsyncThrowingStream<String, Error>) async throws -> [String] {
        var chunks: [String] = []
        for try await chunk in stream { chunks.append(chunk) }
        return chunks
    }

    @Test(arguments: ReplyLanguage.allCases)
    func everyCharacterHasAVoiceInEveryLanguage(language: ReplyLanguage) throws {
        let voices = try PersonaVoice.load(language)
        for character in CharacterOption.allCases {
            let voice = try #require(voices[character], "\(language) lacks \(character)")
            #expect(![voice.openers, voice.reactions, voice.remarks, voice.questions].contains { $0.isEmpty })
        }
    }

    @Test func sameSeedAndHistoryGiveTheSameReply() {
        let history = Self.history("Do you like thunderstorms?")
        let other = OfflinePersonaResponder(seed: 42, delay: .milliseconds(5))
        let dog = Self.avatar(.dog)
        #expect(responder.replyText(as: dog, to: history) == other.replyText(as: dog, to: history))
        #expect(responder.replyChunks(as: dog, to: history) == other.replyChunks(as: dog, to: history))
    }

    @Test func differentSeedsVaryTheWording() {
        let history = Self.history("Do you like thunderstorms?")
        let replies = Set((0..<16).map {
            OfflinePersonaResponder(seed: $0, delay: .zero).replyText(as: Self.avatar(.cat), to: history)
        })
        #expect(replies.count >= 4)
    }

    @Test func streamDeliversSeveralWordsThatJoinToTheReply() async throws {
        let avatar = Self.avatar(.man)
        let history = Self.history("Tell me about sailing")
        let chunks = try await Self.collect(responder.reply(as: avatar, to: history))
        #expect(chunks.count >= 10)
        #expect(chunks.joined() == responder.replyText(as: avatar, to: history))
        #expect(chunks.dropLast().allSatisfy { $0.hasSuffix(" ") && !$0.dropLast().contains(" ") })
    }

    @Test func replyEchoesTheTopicUsesTraitsAndAsksBack() {
        let reply = responder.replyText(as: Self.avatar(.woman), to: Self.history("I really love mountain hiking"))
        #expect(reply.contains("mountain"))
        #expect(reply.contains("juggling oranges") && reply.contains("on a rooftop"))
        #expect(reply.contains("?"))
        let sentences = reply.split { ".?!".contains($0) }.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect((2...6).contains(sentences.count))
    }

    @Test func eachKindOfCharacterTalksDifferently() {
        let history = Self.history("What is your favourite food?")
        let replies = CharacterOption.allCases.map { responder.replyText(as: Self.avatar($0), to: history) }
        #expect(Set(replies).count == CharacterOption.allCases.count)
        let robot = responder.replyText(as: Self.avatar(.robot), to: history)
        #expect(robot.contains("Beep") || robot.contains("human"))
    }

    @Test func japaneseMessageGetsAJapaneseReply() async throws {
        let avatar = Self.avatar(.cat, name: "たま")
        let history = Self.history("猫カフェに行ったよ！")
        let reply = responder.replyText(as: avatar, to: history)
        #expect(ReplyLanguage.of(reply) == .japanese)
        #expect(reply.contains("「猫カフェに行ったよ」"))
        let chunks = try await Self.collect(responder.reply(as: avatar, to: history))
        #expect(chunks.joined() == reply)
        #expect(chunks.count >= 5)
        #expect(chunks.allSatisfy { (1...3).contains($0.count) })
    }

    @Test(arguments: [
        ("我今天去了公园散步", ReplyLanguage.simplifiedChinese),
        ("我們今天去動物園", ReplyLanguage.traditionalChinese),
    ])
    func chineseMessageGetsAReplyInTheSameScript(_ message: String, _ language: ReplyLanguage) {
        for character in CharacterOption.allCases {
            let reply = responder.replyText(as: Self.avatar(character, name: "小虎"), to: Self.history(message))
            #expect(ReplyLanguage.of(reply) == language, "\(character): \(reply)")
            #expect(!reply.containsKana)
        }
    }

    @Test func emptyHistoryStillGetsAGreetingAndAQuestion() {
        let reply = responder.replyText(as: Self.avatar(.alien), to: [])
        #expect(reply.contains("Pip"))
        #expect(reply.contains("?"))
    }

    @Test func cancellingTheConsumerStopsTheStream() async throws {
        let slow = OfflinePersonaResponder(seed: 42, delay: .milliseconds(100))
        let avatar = Self.avatar(.robot)
        let history = Self.history("Explain photosynthesis in detail")
        let total = slow.replyChunks(as: avatar, to: history).count
        let consumer = Task {
            var received = 0
            do {
                for try await _ in slow.reply(as: avatar, to: history) {
                    received += 1
                    // Cancel once the stream is known to be flowing, whatever the machine's load.
                    withUnsafeCurrentTask { $0?.cancel() }
                }
            } catch {}
            return received
        }
        let received = await consumer.value
        #expect(received >= 1)
        #expect(received < total, "the stream stopped early instead of running its \(total) pieces")
    }
}

@Suite("Internal pieces of the responder")
struct ResponderPartsTests {
    @Test func splitMix64MatchesTheReferenceSequence() {
        var random = SplitMix64(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    @Test func chunkerKeepsEveryCharacter() {
        var random = SplitMix64(seed: 1)
        let text = "Hello  there 世界「你好」 and 🍡 mochi!"
        let chunks = ReplyChunker.chunks(of: text, using: &random)
        #expect(chunks.joined() == text)
        #expect(chunks.first == "Hello  ")
        #expect(chunks.last == "mochi!")
    }

    @Test func topicIsTheLongestMeaningfulWord() {
        #expect(TopicExtractor.topic(in: "What do you think about volcanoes?", language: .english) == "volcanoes")
        #expect(TopicExtractor.topic(in: "hi", language: .english) == nil)
        #expect(TopicExtractor.topic(in: "这是一个非常非常长的问题对吧？", language: .simplifiedChinese) == "这是一个非常非常长的问题对吧")
        #expect(TopicExtractor.topic(in: "\n 第一行 hello\nsecond line 🐱", language: .simplifiedChinese) == "第一行 hello")
    }

    @Test func theAvatarsOwnNameIsNeverTheTopic() {
        let greeting = "Hello captain, what's the weather like on the harbour today?"
        #expect(TopicExtractor.topic(in: greeting, language: .english) == "captain")
        #expect(TopicExtractor.topic(in: greeting, language: .english, name: "Captain Rivers") == "weather")
        #expect(TopicExtractor.topic(in: "Rivers!", language: .english, name: "Captain Rivers") == nil)
    }
}
