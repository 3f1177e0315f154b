import ConfigFile
import DataAccess
import Domain
import Foundation

extension AppDependencies {
    /// The backends `settings` name, each request sent to the one it asks for (the default
    /// when it names none); the offline persona alone when no backend is configured. The key of
    /// the backend that answers by default is read now: a failure is a usage failure (exit 2).
    static func liveResponder(seed: UInt64, settings: ChatSettings) throws(StartupFailure) -> any ChatResponder {
        let offline = OfflinePersonaResponder(seed: seed)
        guard !settings.backends.isEmpty else { return offline }
        if let active = settings.active {
            do {
                _ = try settings.keys.key(for: active)
            } catch {
                throw StartupFailure(message: error.description, exitCode: 2)
            }
        }
        return BackendResponder(catalog: settings.modelCatalog, offline: offline)
    }

    /// The responder of the config file and the environment. A wrong file, `AICHATS_BACKEND` or
    /// `AICHATS_API_BASE` is a usage failure (exit code 2) whose message says what to write:
    /// falling back to the offline persona would let the user think the server answered.
    static func liveResponder(seed: UInt64, environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(StartupFailure) -> any ChatResponder
    {
        try liveResponder(seed: seed, settings: ChatSettings.load(environment: environment))
    }

    /// Checks the settings before anything starts (the terminal, the data folder): the config
    /// file, the backend variables, the key of the backend that answers, the refresh interval.
    public static func checkBackendSettings(environment: [String: String]) throws(StartupFailure) {
        try checkBackendSettings(environment: environment, settings: ChatSettings.load(environment: environment))
    }

    /// The checks of the settings that `ChatSettings.load` leaves to the app (the refresh interval).
    public static func checkBackendSettings(environment: [String: String], settings: ChatSettings) throws(StartupFailure) {
        _ = try refreshMinutes(environment: environment, configured: settings.ui.refreshMinutes)
    }

    /// `environment` with `BROWSER` from `[ui] browser` when the environment sets none.
    static func browserEnvironment(_ environment: [String: String], settings: ChatSettings?) -> [String: String] {
        guard let browser = settings?.ui.browser, (environment["BROWSER"] ?? "").isEmpty else { return environment }
        var changed = environment
        changed["BROWSER"] = browser
        return changed
    }
}
