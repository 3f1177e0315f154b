import ConfigFile
import DataAccess
import Foundation

/// Applies the environment to the file's backends.
struct BackendSelection {
    /// The backend made from `AICHATS_API_BASE` when the file has none to override.
    static let environmentBackendName = "environment"

    private(set) var backends: [BackendConfig]
    private(set) var activeName: String?
    private(set) var overrides: [String] = []
    /// The backend whose file key is not sent: `AICHATS_API_BASE` moved it to another server
    /// (scheme, host or port) and `AICHATS_API_KEY` gives none for it.
    private(set) var keyWithheld: String?

    init(config: AppConfig, environment: [String: String], file: String) throws(StartupFailure) {
        func value(_ name: String) -> String? {
            let text = environment[name]?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            return text.isEmpty ? nil : text
        }
        backends = config.backends
        activeName = config.defaultBackend ?? (config.backends.count == 1 ? config.backends[0].name : nil)
        if let chosen = value("AICHATS_BACKEND") {
            guard chosen == AppConfig.offlineBackendName || config.backend(named: chosen) != nil else {
                let names = (config.backends.map(\.name) + [AppConfig.offlineBackendName]).joined(separator: ", ")
                throw StartupFailure(
                    message: "AICHATS_BACKEND=\(Self.shown(chosen)) names no backend of \(file); the backends are \(names)",
                    exitCode: 2)
            }
            activeName = chosen
            overrides.append("AICHATS_BACKEND")
        }
        if activeName == AppConfig.offlineBackendName { activeName = nil }
        if let base = value("AICHATS_API_BASE") {
            let url: URL
            do {
                url = try OpenAICompatibleResponder.validatedBaseURL(base)
            } catch {
                throw StartupFailure(message: error.description, exitCode: 2)
            }
            overrides.append("AICHATS_API_BASE")
            if activeName == nil {
                let made = BackendConfig(
                    name: Self.environmentBackendName, baseURL: url, model: OpenAICompatibleResponder.defaultModel)
                backends.append(made)
                backends.sort { $0.name < $1.name }
                activeName = made.name
            } else {
                // A key kept for https://api.openai.com must not go to whatever listens on
                // localhost:8080, perhaps over plain http: only AICHATS_API_KEY goes there.
                if let backend = backends.first(where: { $0.name == activeName }), backend.key != .none,
                    !KeyDestination.sameOrigin(backend.baseURL, url), value("AICHATS_API_KEY") == nil
                {
                    keyWithheld = backend.name
                    edit { $0.key = .none }
                }
                edit { $0.baseURL = url }
            }
        }
        guard activeName != nil else { return }
        if let model = value("AICHATS_MODEL") {
            edit { $0.model = model }
            overrides.append("AICHATS_MODEL")
        }
        if value("AICHATS_API_KEY") != nil {
            edit { $0.key = .environment("AICHATS_API_KEY") }
            overrides.append("AICHATS_API_KEY")
        }
    }

    private mutating func edit(_ change: (inout BackendConfig) -> Void) {
        guard let index = backends.firstIndex(where: { $0.name == activeName }) else { return }
        change(&backends[index])
    }

    /// A value without control characters, so it cannot move the cursor when printed.
    private static func shown(_ value: String) -> String {
        String(String.UnicodeScalarView(value.unicodeScalars.filter { $0.properties.generalCategory != .control }))
    }
}
