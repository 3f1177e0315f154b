import ConfigFile
import TerminalUI

extension ChatSettings {
    /// The background `[ui] theme` picks colours for: light with `"light"`, and with `"auto"`
    /// when `COLORFGBG` names a light background; dark otherwise (unset, `"default"`, and
    /// `"auto"` without a usable `COLORFGBG`).
    public func themeBackground(environment: [String: String]) -> ThemeBackground {
        switch ui.theme {
        case .light: .light
        case .auto: TerminalBackgroundHint.background(colorFGBG: environment["COLORFGBG"]) ?? .dark
        case .standard, .mono, nil: .dark
        }
    }

    /// For `"auto"`, what it chose and why, as `config show` and `config check` say it:
    /// `light: COLORFGBG is "0;15"`; nil for the other themes, which choose nothing.
    func autoThemeChoice(environment: [String: String]) -> String? {
        guard ui.theme == .auto else { return nil }
        let chosen = themeBackground(environment: environment) == .light ? ConfigTheme.light : .standard
        let reason = switch environment["COLORFGBG"] {
        case nil: "COLORFGBG is not set"
        case let value? where TerminalBackgroundHint.background(colorFGBG: value) == nil:
            "COLORFGBG \(ConfigShow.quoted(value)) names no background colour"
        case let value?: "COLORFGBG is \(ConfigShow.quoted(value))"
        }
        return "\(chosen.rawValue): \(reason)"
    }
}
