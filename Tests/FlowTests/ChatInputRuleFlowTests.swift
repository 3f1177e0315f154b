import AppComposition
import AppTestSupport
import DomainDoubles
import Presentation
import TerminalUI
import Testing

/// The line above the chat's input.
@MainActor
@Suite("The chat's input line")
struct ChatInputRuleFlowTests {
    /// Below about 80 columns the edit's banner and the new-line hint do not both fit: the hint
    /// goes, whole, instead of cutting the banner mid-word.
    @Test(arguments: [60, 70, 100])
    func theEditBannerIsNeverCut(width: Int) async {
        let (app, responder) = await AppDriver.mochiChat(size: Size(width: width, height: 20))
        await app.send("Hi", answeredWith: "First answer.", by: responder)
        await app.press(.alt("e"))
        let rule = app.text.split(separator: "\n").first { $0.contains("Editing") }.map(String.init) ?? ""
        #expect(rule.contains("Editing your last message · Esc cancels the edit"), "\(app.text)")
        #expect(rule.contains("Alt-Enter new line") == (width >= 80), "\(rule)")
    }
}
