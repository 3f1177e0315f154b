import Testing
@testable import TerminalUI

@Suite("The rule above the chat's input, in a narrow terminal")
struct RuleTextTests {
    @Test("whole parts are dropped, never one cut mid-word; one part alone ends in …")
    func partsGiveWayWhole() {
        let text = " ↑ older messages · PgDn loads newer ones · Ctrl-End the newest "
        #expect(RuleText.fitting(text, in: 96) == text)
        #expect(RuleText.fitting(text, in: 56) == " ↑ older messages · PgDn loads newer ones ")
        #expect(RuleText.fitting(text, in: 30) == " ↑ older messages ")
        #expect(RuleText.fitting(text, in: 10) == " ↑ older …")
    }
}
