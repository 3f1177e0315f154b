import Foundation

/// Checks the `[ui]` table.
enum UIParser {
    static let keys = ["theme", "refresh_minutes", "browser", "mouse", "screen_reader"]

    static func parse(_ table: ConfigTable?) throws(ConfigError) -> UIConfig {
        guard let table else { return UIConfig() }
        try table.requireOnly(keys)
        var ui = UIConfig()
        if let name = try table.string("theme") {
            guard let theme = ConfigTheme(rawValue: name) else {
                let names = ConfigTheme.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                throw table.error("theme", "unknown theme \"\(name)\"; the themes are \(names)")
            }
            ui.theme = theme
        }
        if let minutes = try table.integer("refresh_minutes") {
            guard (1...UIConfig.maximumRefreshMinutes).contains(minutes) else {
                throw table.error("refresh_minutes", "must be from 1 to \(UIConfig.maximumRefreshMinutes) minutes, not \(minutes)")
            }
            ui.refreshMinutes = minutes
        }
        if let browser = try table.string("browser") {
            guard !browser.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw table.error("browser", "is empty; remove it to use $BROWSER or xdg-open")
            }
            ui.browser = browser
        }
        ui.mouse = try table.boolean("mouse")
        ui.screenReader = try table.boolean("screen_reader")
        return ui
    }
}
