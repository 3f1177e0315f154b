import Domain
import Foundation

/// Writes an avatar's reply from its traits and the user's last message.
struct PersonaReplyWriter {
    /// Mixed with the conversation to choose the wording.
    let seed: UInt64

    /// Three or four sentences: a greeting, a reaction to the topic, maybe an aside, and a question.
    func reply(as avatar: Avatar, to history: [ChatMessage]) -> String {
        let message = history.last { $0.role == .user }?.text ?? ""
        let language = ReplyLanguage.of(message)
        let voice = language.voice(for: avatar.character)
        let topic = TopicExtractor.topic(in: message, language: language, name: avatar.name)
        var random = SplitMix64(seed: Self.conversationSeed(seed, avatar: avatar, history: history))
        var sentences = [random.pick(Self.openers(of: voice, in: language, for: avatar))]
        sentences.append(random.pick(topic == nil ? language.noTopicReactions : voice.reactions))
        if random.nextBool() { sentences.append(random.pick(voice.remarks)) }
        sentences.append(random.pick(voice.questions))
        let shownTopic = topic.map(language.quoted) ?? language.topicFallback
        return sentences
            .map { Self.capitalized(Self.fill($0, avatar: avatar, topic: shownTopic)) }
            .joined(separator: language.sentenceSeparator)
    }

    /// The seed combined with everything said so far, so the same conversation gets the same reply.
    static func conversationSeed(_ seed: UInt64, avatar: Avatar, history: [ChatMessage]) -> UInt64 {
        seed ^ StableHash.of([avatar.id] + history.flatMap { [$0.role.rawValue, $0.text] })
    }

    /// The voice's openers that say nothing the avatar left empty (its doing or its place);
    /// when every one does, an assistant's, which name it alone: no "currently  ." with a hole.
    static func openers(of voice: PersonaVoice, in language: ReplyLanguage, for avatar: Avatar) -> [String] {
        let said = voice.openers.filter { opener in
            !(avatar.action.isEmpty && opener.contains("{action}")) && !(avatar.location.isEmpty && opener.contains("{location}"))
        }
        return said.isEmpty ? language.voice(for: .assistant).openers : said
    }

    private static func fill(_ template: String, avatar: Avatar, topic: String) -> String {
        template
            .replacingOccurrences(of: "{name}", with: avatar.name)
            .replacingOccurrences(of: "{action}", with: avatar.action)
            .replacingOccurrences(of: "{location}", with: avatar.placePhrase)
            .replacingOccurrences(of: "{topic}", with: topic)
    }

    private static func capitalized(_ sentence: String) -> String {
        guard let first = sentence.first, first.isLowercase else { return sentence }
        return first.uppercased() + sentence.dropFirst()
    }
}
