import Domain
import Foundation

/// The messages of the benchmark chat: mixed lengths (a word to a long paragraph, some with line
/// breaks), in English, Japanese and Chinese, with emoji; the same every run.
struct BenchChatText {
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15

    static let english = [
        "Hi!", "Sure.", "What do you think about tea?", "I spent the morning at the harbour watching the ferries.",
        "The wind picked up just after noon, so we tied everything down twice.",
        "Honestly, I never expected the cat to figure out the door handle, but here we are 🐱.",
        "Could you tell me more about the recipe your grandmother used?",
        "That reminds me of a story about a lighthouse keeper who talked to the gulls every evening.",
    ]
    static let japanese = [
        "こんにちは！", "そうですね。", "今日は渋谷で友達を待っていました。",
        "雨が降りそうなので、傘を持って出かけました ☔。", "猫がレーザーポインターを追いかけて、一時間も走り回っていました。",
    ]
    static let chinese = [
        "你好！", "好的。", "今天我泡了一壶乌龙茶 🍵。", "我们在公园里散步，看到了很多红叶。",
        "这个周末我想去博物馆看看新的展览，你有兴趣一起去吗？",
    ]

    /// The next number of a SplitMix64 sequence.
    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    private mutating func pick(_ count: Int) -> Int { Int(next() % UInt64(count)) }

    /// How many sentences: mostly one to three, sometimes a paragraph, rarely a long one.
    private mutating func sentenceCount(for role: ChatRole) -> Int {
        let roll = pick(100)
        let long = role == .assistant ? 30 : 10
        if roll < 100 - long - 5 { return 1 + pick(3) }
        if roll < 95 { return 4 + pick(6) }
        return 12 + pick(12)
    }

    /// Message `index` of the chat (users on even indices), ending with its number.
    mutating func message(_ index: Int, sentAt: Date) -> ChatMessage {
        let role: ChatRole = index % 2 == 0 ? .user : .assistant
        let language = [Self.english, Self.english, Self.english, Self.japanese, Self.chinese][pick(5)]
        var text = ""
        for sentence in 0..<sentenceCount(for: role) {
            if sentence > 0 { text += pick(6) == 0 ? "\n" : (language == Self.english ? " " : "") }
            text += language[pick(language.count)]
        }
        return ChatMessage(role: role, text: text + " #\(index)", sentAt: sentAt)
    }
}
