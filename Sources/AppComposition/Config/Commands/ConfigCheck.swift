import ConfigFile
import DataAccess
import Foundation

/// `aichats config check`: reads the file and the environment as a start would, and every
/// backend's key too; "ok" and a summary, or the first problem (exit code 2).
public enum ConfigCheck {
    /// The summary, or the failure with the message a start would give.
    public static func run(environment: [String: String]) throws(StartupFailure) -> String {
        let settings = try ChatSettings.load(environment: environment)
        try AppDependencies.checkBackendSettings(environment: environment, settings: settings)
        for backend in settings.backends {
            do {
                _ = try settings.keys.key(for: backend, waitNotice: StandardStream.writeError)
            } catch {
                throw StartupFailure(message: error.description, exitCode: 2)
            }
        }
        return summary(settings, environment: environment)
    }

    static func summary(_ settings: ChatSettings, environment: [String: String]) -> String {
        var lines: [String] = []
        lines.append(settings.fileFound ? "ok: \(settings.file.path)" : "ok: no config file at \(settings.file.path)")
        if !settings.overrides.isEmpty {
            lines.append("environment: \(settings.overrides.joined(separator: ", "))")
        }
        for backend in settings.backends {
            let mark = backend.name == settings.activeName ? " (answers)" : ""
            let wait = backend.firstByteTimeout.map { ", first byte within \($0) s" } ?? ""
            lines.append("backend \(backend.name)\(mark): \(backend.model) at \(backend.displayURL), key: \(settings.keyText(for: backend))\(wait)")
        }
        for backend in settings.backends where backend.sendsSecret && KeyDestination.isUnencrypted(backend.baseURL) {
            let (what, secret) = backend.key == .none ? ("the password in its base_url", "password") : ("its key", "key")
            lines.append("warning: backend \(backend.name) sends \(what) over plain http to \(backend.baseURL.host ?? "the server"), "
                + "not this machine: the \(secret) would travel unencrypted; use https")
        }
        if settings.activeName == nil { lines.append("answers: the offline persona") }
        let minutes = (try? AppDependencies.refreshMinutes(environment: environment, configured: settings.ui.refreshMinutes)) ?? 60
        let browser = AppDependencies.browserEnvironment(environment, settings: settings)["BROWSER"].flatMap { $0.isEmpty ? nil : $0 }
        let theme = (settings.ui.theme ?? .standard).rawValue + (settings.autoThemeChoice(environment: environment).map { " (\($0))" } ?? "")
        lines.append("ui: theme \(theme), feeds refresh every \(minutes) min, "
            + "browser \(browser ?? "xdg-open")" + (settings.ui.mouse == true ? ", the mouse on" : "")
            + (settings.ui.screenReader == true ? ", the cursor on the selection (screen_reader)" : ""))
        let maxItems = settings.config.feeds.maxItems ?? SQLiteFeedCache.defaultMaximumPerFeed
        lines.append(maxItems == 0 ? "feeds: every item kept" : "feeds: the newest \(maxItems) items of each feed kept")
        return lines.joined(separator: "\n")
    }
}
