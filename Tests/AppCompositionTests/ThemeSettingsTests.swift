@testable import AppComposition
import TerminalUI
import TestSupport
import Testing

/// `[ui] theme`: which background the colours are for, `"auto"`'s reading of `COLORFGBG`, and
/// what `config show` and `config check` say of it.
@Suite struct ThemeSettingsTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    func settings(theme: String?, _ more: [String: String] = [:]) throws -> (ChatSettings, [String: String]) {
        if let theme { try folder.writeConfig("[ui]\ntheme = \"\(theme)\"\n") }
        let environment = folder.homeEnvironment(more)
        return (try ChatSettings.read(environment: environment), environment)
    }

    @Test(arguments: [
        ("0;15", ThemeBackground.light), ("15;0", .dark), ("0;default;15", .light), ("12;7", .light), ("7;8", .dark),
        ("0;9", .light), ("15;6", .dark), ("15; 0", .dark),
    ])
    func colorFGBGNamesTheBackgroundLast(_ value: String, _ background: ThemeBackground) {
        #expect(TerminalBackgroundHint.background(colorFGBG: value) == background)
    }

    @Test(arguments: [nil, "", "0;default", "15;16", "light", "0;-1", "0;15;"])
    func colorFGBGWithoutABackgroundColourSaysNothing(_ value: String?) {
        #expect(TerminalBackgroundHint.background(colorFGBG: value) == nil)
    }

    /// Only `"auto"` reads `COLORFGBG`: an explicit theme, and none, stay as they are.
    @Test func onlyAutoFollowsColorFGBG() throws {
        let light = ["COLORFGBG": "0;15"], dark = ["COLORFGBG": "15;0"]
        for (theme, variables, background) in [
            (nil, light, ThemeBackground.dark), ("default", light, .dark), ("mono", light, .dark), ("light", dark, .light),
            ("light", [:], .light), ("auto", light, .light), ("auto", dark, .dark), ("auto", [:], .dark),
            ("auto", ["COLORFGBG": "default"], .dark),
        ] {
            let (settings, environment) = try settings(theme: theme, variables)
            #expect(settings.themeBackground(environment: environment) == background, "\(theme ?? "none"), \(variables)")
        }
    }

    @Test func showAndCheckSayWhatAutoChose() throws {
        let cases = [
            (["COLORFGBG": "0;15"], "light: COLORFGBG is \"0;15\""),
            ([:], "default: COLORFGBG is not set"),
            (["COLORFGBG": "x\u{1B}"], "default: COLORFGBG \"x\\u001B\" names no background colour"),
        ]
        for (variables, choice) in cases {
            let (settings, environment) = try settings(theme: "auto", variables)
            #expect(try ConfigShow.text(settings, environment: environment).contains("[ui]\ntheme = \"auto\"  # \(choice)\n"))
            #expect(try ConfigCheck.run(environment: environment).contains("\nui: theme auto (\(choice)), feeds refresh"))
        }
    }

    @Test func showAndCheckGiveLightAsItIs() throws {
        let (settings, environment) = try settings(theme: "light", ["COLORFGBG": "15;0"])
        #expect(try ConfigShow.text(settings, environment: environment).contains("[ui]\ntheme = \"light\"\n"))
        #expect(try ConfigCheck.run(environment: environment).contains("\nui: theme light, feeds refresh"))
    }
}
