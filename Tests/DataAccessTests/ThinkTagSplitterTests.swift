import PropertyBased
import Testing
@testable import DataAccess

/// `<think>` split off the start of a reply however the server cuts its pieces.
@Suite("ThinkTagSplitter")
struct ThinkTagSplitterTests {
    static let replies = [
        "<think>Let me think.</think>\n\nHello!", "  \n<think>a < b, </thin k> is not the end</think>Yes",
        "Hello <think>not reasoning</think>", "<think>never closed", "<thi", "plain", "</think>stray", "",
        "<think></think>empty reasoning", "Okay, so.\n</think>\n\nThe answer.", "Use `</think>` here",
        "About <think> and </think> tags", "a </thin k> b", "</th",
    ]

    /// The reasoning and the reply, joined, for `text` fed in pieces cut at `cuts`.
    static func split(_ text: String, cuts: [Int]) -> (reasoning: String, reply: String) {
        var splitter = ThinkTagSplitter()
        var pieces: [ThinkTagSplitter.Piece] = []
        var rest = Substring(text)
        for cut in cuts where !rest.isEmpty {
            let size = min(rest.count, cut)
            pieces += splitter.feed(String(rest.prefix(size)))
            rest = rest.dropFirst(size)
        }
        pieces += splitter.feed(String(rest)) + splitter.finish()
        var reasoning = "", reply = ""
        for piece in pieces {
            switch piece {
            case .reasoning(let text): reasoning += text
            case .text(let text): reply += text
            case .textWasReasoning: (reasoning, reply) = (reasoning + reply, "")
            }
        }
        return (reasoning, reply)
    }

    @Test("whole replies", arguments: [
        ("<think>Let me think.</think>\n\nHello!", "Let me think.", "Hello!"),
        ("Hello <think>not reasoning</think>", "", "Hello <think>not reasoning</think>"),
        ("<think>never closed", "never closed", ""),
        ("<thi", "", "<thi"),
        ("<think></think>empty reasoning", "", "empty reasoning"),
        // R1 and QwQ served without a reasoning parser: only the closing tag.
        ("Okay, so.\n</think>\n\nThe answer.", "Okay, so.\n", "The answer."),
        ("</think>stray", "", "stray"),
        ("Use `</think>` here", "", "Use `</think>` here"),
        ("About <think> and </think> tags", "", "About <think> and </think> tags"),
        ("</th", "", "</th"),
    ])
    func whole(_ text: String, _ reasoning: String, _ reply: String) {
        let result = Self.split(text, cuts: [])
        #expect(result.reasoning == reasoning)
        #expect(result.reply == reply)
    }

    @Test func anyCutGivesWhatTheWholeGives() async {
        await propertyCheck(count: 300, input: Gen.element(of: Self.replies), Gen.int(in: 1...6).array(of: 0...12)) { text, cuts in
            let whole = Self.split(text ?? "", cuts: [])
            let cut = Self.split(text ?? "", cuts: cuts)
            #expect(cut.reasoning == whole.reasoning)
            #expect(cut.reply == whole.reply)
        }
    }
}
