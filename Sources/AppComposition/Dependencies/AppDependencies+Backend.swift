import ConfigFile
import DataAccess
import Domain
import Foundation

extension AppDependencies {
    /// The backends `settings` name, each request sent to the one it asks for (the default
    /// when it names none); the offline persona alone when no backend is configured. Keys are
    /// read when a backend is first asked (`ChatSettings.load` has read the default one's).
    static func liveResponder(seed: UInt64, settings: ChatSettings) -> any ChatResponder {
        let offline = OfflinePersonaResponder(seed: seed)
        guard !settings.backends.isEmpty else { return offline }
        return BackendResponder(catalog: settings.modelCatalog, offline: offline)
    }

    /// Checks the settings before anything starts (the terminal, the data folder): the config
    /// file, the backend variables, the key of the backend that answers, the refresh interval.
    public static func checkBackendSettings(environment: [String: String]) throws(StartupFailure) {
        try checkBackendSettings(environment: environment, settings: ChatSettings.load(environment: environment))
    }

    /// Refuses a data folder whose database path SQLite could not open, before anything is made
    /// there (the folder, the log); the message names `folderSetting` as the way to choose another.
    public static func checkDataFolder(_ folder: URL, folderSetting: String = "--data-dir") throws(StartupFailure) {
        do {
            try AppDatabase.checkPath(in: folder)
        } catch {
            throw StartupFailure(message: error.message(folderSetting: folderSetting))
        }
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
