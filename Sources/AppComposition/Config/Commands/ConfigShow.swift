import ConfigFile
import DataAccess
import Domain
import Foundation

/// `aichats config show`: the configuration the app would use, after the environment's
/// overrides, in the file's own format; a value a variable set says so (`  # from AICHATS_MODEL`). A key written in the file shows as `***`; where a key
/// comes from (a variable's name, a command) is shown, never the key.
public enum ConfigShow {
    /// Throws as a start would for an `AICHATS_REFRESH_MINUTES` that is not a number of minutes.
    public static func text(_ settings: ChatSettings, environment: [String: String]) throws(StartupFailure) -> String {
        let refresh = environment["AICHATS_REFRESH_MINUTES"].map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        let browserSet = !(environment["BROWSER"] ?? "").isEmpty
        let overrides = settings.overrides + (refresh.isEmpty ? [] : ["AICHATS_REFRESH_MINUTES"]) + (browserSet ? ["BROWSER"] : [])
        var lines = ["# \(settings.file.path)" + (settings.fileFound ? "" : " (not there: built-in settings)")]
        if !overrides.isEmpty {
            lines.append("# changed by the environment: \(overrides.joined(separator: ", "))")
        }
        lines.append("# answering: \(settings.activeName ?? "\(AppConfig.offlineBackendName) (the offline persona)")")
        let byEnvironment = Set(overrides)
        func from(_ variable: String) -> String { byEnvironment.contains(variable) ? "  # from \(variable)" : "" }
        lines.append("default_backend = \(quoted(settings.activeName ?? AppConfig.offlineBackendName))" + from("AICHATS_BACKEND"))
        for backend in settings.backends {
            lines.append("")
            lines.append("[backends.\(tableName(backend.name))]")
            var shown = backendLines(backend)
            if backend.name == settings.activeName {
                shown[0] += from("AICHATS_API_BASE")
                shown[1] += from("AICHATS_MODEL")
            }
            if backend.name == settings.keyWithheld { shown.append("# key: none: \(BackendServer.keyWithheldReason)") }
            lines += shown
        }
        lines.append("")
        lines.append("[ui]")
        let choice = settings.autoThemeChoice(environment: environment).map { "  # \($0)" } ?? ""
        lines.append("theme = \(quoted((settings.ui.theme ?? .standard).rawValue))" + choice)
        if !refresh.isEmpty || settings.ui.refreshMinutes != nil {
            let minutes = try AppDependencies.refreshMinutes(environment: environment, configured: settings.ui.refreshMinutes)
            lines.append("refresh_minutes = \(minutes)" + from("AICHATS_REFRESH_MINUTES"))
        }
        if let browser = AppDependencies.browserEnvironment(environment, settings: settings)["BROWSER"], !browser.isEmpty {
            lines.append("browser = \(quoted(browser))" + from("BROWSER"))
        }
        if let mouse = settings.ui.mouse { lines.append("mouse = \(mouse)") }
        if let screenReader = settings.ui.screenReader { lines.append("screen_reader = \(screenReader)") }
        let maxItems = settings.config.feeds.maxItems ?? SQLiteFeedCache.defaultMaximumPerFeed
        lines += ["", "[feeds]", "max_items = \(maxItems)"]
        return lines.joined(separator: "\n") + "\n"
    }

    static func backendLines(_ backend: BackendConfig) -> [String] {
        var lines = ["base_url = \(quoted(backend.displayURL))", "model = \(quoted(backend.model))"]
        if let temperature = backend.temperature { lines.append("temperature = \(temperature)") }
        if let maxTokens = backend.maxTokens { lines.append("max_tokens = \(maxTokens)") }
        if let contextChars = backend.contextChars { lines.append("context_chars = \(contextChars)") }
        if let seconds = backend.firstByteTimeout { lines.append("first_byte_timeout = \(seconds)") }
        switch backend.key {
        case .none: break
        case .environment(let variable): lines.append("api_key_env = \(quoted(variable))")
        case .command(let command): lines.append("api_key_command = \(quoted(KeyCommandText.redacted(command)))")
        case .literal: lines.append("api_key = \"***\"")
        }
        if let header = backend.keyHeader { lines.append("key_header = \(quoted(header))") }
        return lines
    }

    /// A TOML basic string; control characters escaped, so nothing printed can drive the terminal.
    static func quoted(_ text: String) -> String {
        let escaped = text.replacingScalars { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\t": "\\t"
            case _ where [.control, .format].contains(scalar.properties.generalCategory): String(format: "\\u%04X", scalar.value)
            default: nil
            }
        }
        return "\"" + escaped + "\""
    }

    /// A table name bare when TOML allows it, else quoted.
    static func tableName(_ name: String) -> String {
        let bare = !name.isEmpty && name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"
        }
        return bare ? name : quoted(name)
    }
}
