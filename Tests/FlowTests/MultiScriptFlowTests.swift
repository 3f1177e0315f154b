import AppComposition
import AppTestSupport
import DataAccess
import Domain
import Presentation
import TerminalUI
import Testing

/// Hindi, Bengali, Tamil and Thai on the screens that show text: every letter of a conjunct, a
/// spacing vowel sign and Thai SARA AM is drawn, and rows, borders and the cursor stay in place.
@MainActor
@Suite("Indic scripts and Thai on screen")
struct MultiScriptFlowTests {
    static let hindi = "नमस्ते दुनिया: क्षत्रिय प्रौद्योगिकी समाचार"
    static let others = "ภาษาไทยกำลังทดสอบคำ · বাংলা স্বাগতম · தமிழ் நன்றி"

    @Test func aHeadlineInTheReaderAndInTheList() async throws {
        let app = try await FeedItemReader.open(guid: "scripts", title: Self.hindi, summary: Self.others)
        let flow = FlowRecorder(app, flow: "multiScriptFeed")
        #expect(app.text.contains(Self.hindi))
        #expect(app.text.contains("ภาษาไทยกำลังทดสอบคำ"))
        flow.expectScreen("reader")
        await app.press(.escape)
        #expect(app.text.contains("नमस्ते दुनिया"), "\(app.text)")
        flow.expectScreen("list")
    }

    @Test func aReplyAndTheInput() async {
        let (app, responder) = await AppDriver.mochiChat()
        let flow = FlowRecorder(app, flow: "multiScriptChat")
        let reply = Self.hindi + "\n\n" + Self.others
        #expect(await app.send("नमस्ते", answeredWith: reply, by: responder) { $0.contains("স্বাগতম") && !$0.contains("is typing") })
        await app.type("क्षत्रिय คำ বাংলা தமிழ் 東京")
        await app.press(.left, .left)
        #expect(app.text.contains("क्षत्रिय คำ বাংলা தமிழ் 東京"))
        flow.expectScreen("reply-and-input")
        #expect(app.screen.cursor?.x == 3 + TextWidth.of("क्षत्रिय คำ বাংলা தமிழ் "), "the cursor stands before 東")
    }
}
