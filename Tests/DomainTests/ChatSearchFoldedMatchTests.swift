@testable import Domain
import Foundation
import PropertyBased
import Testing

/// A search of many messages takes the marks out of the folded bytes; a message shows the match
/// from the text's characters. Both must find the same messages.
@Suite("Chat search: marks taken out of folded bytes")
struct ChatSearchFoldedMatchTests {
    /// Pieces of replies: words of several scripts and cases, Markdown marks, links, line breaks.
    static let pieces = ["Bold", "bold", "ÉTÉ", "été", "古装剧", "🐱", " ", "\n", "*", "**", "_", "~~", "`", "[", "]",
                         "(", ")", "](https://x.example/a_b)", "[label]", "word", "Word"]

    static func joined(_ count: ClosedRange<Int>) -> Generator<String, some SendableSequenceType> {
        Gen.int(in: 0...(pieces.count - 1)).array(of: count).map { $0.map { pieces[$0] }.joined() }
    }

    @Test func theFoldedBytesFindWhatTheCharactersFind() async {
        await propertyCheck(count: 300, input: Self.joined(0...14), Self.joined(1...3)) { text, query in
            let needle = query.trimmingCharacters(in: .whitespacesAndNewlines)
            let byCharacters = !needle.isEmpty
                && (TextMatch.contains(needle, in: text) || ChatSearchHit.markless(text).map { TextMatch.contains(needle, in: $0) } == true)
            #expect(ChatSearchHit.matches(query, in: text) == byCharacters, "\(text.debugDescription) for \(query.debugDescription)")
        }
    }
}
