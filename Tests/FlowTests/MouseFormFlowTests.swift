import AppComposition
import AppTestSupport
import Presentation
import TerminalUI
import Testing

/// A click on a form's field, or its label, focuses it as Tab would reach it; a double click
/// there presses no Enter, which would submit the form.
@MainActor
@Suite("Mouse clicks on a form's fields")
struct MouseFormFlowTests {
    /// The row of the form whose text starts (after the box's edge) with `label`, and the column of its label,
    /// counted in cells: a wide character (an emoji of the list behind the form) takes two.
    private func field(_ label: String, in app: AppDriver) throws -> (column: Int, row: Int) {
        let lines = app.screen.textLines()
        let row = try #require(lines.firstIndex { $0.contains("│ " + label + " ") }, "\(app.text)")
        let offset = try #require(lines[row].range(of: "│ " + label + " ")).lowerBound
        return (lines[row][..<offset].reduce(0) { $0 + TextWidth.of($1) } + 2, row)
    }

    private func line(_ label: String, in app: AppDriver) throws -> String {
        let lines = app.screen.textLines()
        return lines[try field(label, in: app).row]
    }

    @Test("in New avatar a click on Where, then a double click on Name's label, move the caret to each")
    func newAvatar() async throws {
        let app = await AppDriver(path: [.explore], size: Size(width: 100, height: 30))
        await app.press(.char("n"))
        let place = try field("Where", in: app)
        await app.click(column: place.column + 20, row: place.row)
        await app.type("in a lighthouse")
        let name = try field("Name", in: app)
        await app.click(column: name.column, row: name.row)
        await app.click(column: name.column, row: name.row, isDouble: true)
        await app.type("Luna")
        #expect(try line("Where", in: app).contains("in a lighthouse"), "\(app.text)")
        #expect(try line("Name", in: app).contains("Luna"), "\(app.text)")
        #expect(app.router.sheet != nil, "the double click submitted nothing")
    }

    @Test("a click on a field ends the notice of the one left, as Tab does")
    func clickClearsTheNotice() async throws {
        let app = await AppDriver(path: [.explore], size: Size(width: 100, height: 30))
        await app.press(.char("n"), .tab)
        await app.type("x")
        #expect(app.router.notice == CreateAvatarPresenter.characterHint)
        let name = try field("Name", in: app)
        await app.click(column: name.column + 14, row: name.row)
        #expect(app.router.notice == nil)
        await app.type("Luna")
        #expect(try line("Name", in: app).contains("Luna"), "\(app.text)")
    }

    @Test("in Create account a click on the colours takes the focus from the name, and one on the name gives it back")
    func createAccount() async throws {
        let app = await AppDriver(path: [.welcome], size: Size(width: 100, height: 30))
        await app.press(.enter)
        await app.type("Ann")
        let colour = try field("Profile colour", in: app)
        await app.click(column: colour.column + 4, row: colour.row + 1)
        await app.type("x")
        #expect(!app.text.contains("Annx"), "the colour has the focus: letters do not type")
        await app.click(column: colour.column, row: colour.row - 2)
        await app.type("y")
        #expect(app.text.contains("Anny"), "\(app.text)")
    }

    @Test("in Add feed a click on Title types there, and one on URL back there")
    func addFeed() async throws {
        let app = await AppDriver(path: [.explore, .feeds], size: Size(width: 100, height: 30))
        await app.press(.char("n"))
        let title = try field("Title", in: app)
        await app.click(column: title.column + 10, row: title.row)
        await app.type("My feed")
        let url = try field("URL", in: app)
        await app.click(column: url.column, row: url.row + 1)
        await app.type("https://a.example/feed")
        #expect(try line("Title", in: app).contains("My feed"), "\(app.text)")
        #expect(try line("URL", in: app).contains("https://a.example/feed"), "\(app.text)")
    }

    @Test("in an avatar's settings a click on Max tokens types there, not into the prompt")
    func avatarSettings() async throws {
        let app = await AppDriver(path: [.explore], size: Size(width: 100, height: 30))
        app.router.present(.avatarSettings(avatarID: "fx-cat-mochi"))
        await app.app.syncModules()
        #expect(await app.waitUntil { $0.contains("Max tokens") })
        let tokens = try field("Max tokens", in: app)
        await app.click(column: tokens.column + 15, row: tokens.row)
        await app.type("512")
        #expect(try line("Max tokens", in: app).contains("512"), "\(app.text)")
        let prompt = try field("System prompt", in: app)
        await app.click(column: prompt.column + 3, row: prompt.row + 2)
        await app.type("Purr.")
        #expect(app.text.contains("Purr."))
        #expect(try !line("Max tokens", in: app).contains("Purr."), "\(app.text)")
    }
}
