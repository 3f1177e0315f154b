import Testing
@testable import TerminalUI

/// The Chat header's first line: who answers is cut before the avatar's name is.
@MainActor
@Suite("Chat header line")
struct ChatHeaderLineTests {
    static let id = "deepseek/deepseek-r1-distill-llama-70b-instruct-long-variant:free"

    /// Who answers shrinks to its shortest (its start and its end) before the name is cut, and
    /// the name keeps its first 12 columns before who answers is cut further.
    @Test func theModelIdIsCutFirstThenTheNameDownToTwelveColumns() {
        let name = [Span(" Captain Rivers of the Night Ferry")]
        func line(_ answeredBy: String, _ width: Int) -> String {
            ChatView.headerLine(name: name, answeredBy: Span(answeredBy), width: width).map(\.text).joined()
        }
        let model = " · q / " + Self.id
        #expect(line(model, 80) == " Captain Rivers of the Night Ferry · q / deepseek/deepseek-r1-distill-llam…:free")
        #expect(line(model, 58) == " Captain Rivers of the Night Ferry · q / deepseek/de…:free")
        #expect(line(model, 40) == " Captain Rivers… · q / deepseek/de…:free")
        #expect(line(model, 30) == " Captain Rive… · q / dee…:free")
        #expect(line(" · offline persona", 40) == " Captain Rivers of th… · offline persona", "a short one is not cut")
    }
}
