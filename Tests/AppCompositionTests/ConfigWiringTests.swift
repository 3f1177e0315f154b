@testable import AppComposition
import DataAccess
import Domain
import Foundation
import TestSupport
import Testing

/// What `.live` takes from the config file: the refresh interval, the browser, the backends of
/// the model catalog; the environment wins where it says something.
@Suite struct ConfigWiringTests {
    let config: TemporaryFolder

    init() throws {
        config = try TemporaryFolder()
        try config.writeConfig("""
            default_backend = "local"
            [backends.local]
            base_url = "http://127.0.0.1:9/v1"
            model = "qwen"
            context_chars = 5000
            [ui]
            refresh_minutes = 15
            browser = "w3m"
            theme = "mono"
            """)
    }

    var environment: [String: String] { config.homeEnvironment() }

    @MainActor @Test func theRefreshIntervalComesFromTheFileUnlessTheVariableSaysOtherwise() throws {
        let data = try TemporaryFolder(made: false)
        let deps = try AppDependencies.live(dataFolder: data.url, environment: environment)
        #expect(deps.feedActivity.autoRefreshMinutes == 15)
        let overridden = try AppDependencies.live(
            dataFolder: data.url, environment: environment.merging(["AICHATS_REFRESH_MINUTES": "30"]) { $1 })
        #expect(overridden.feedActivity.autoRefreshMinutes == 30)
    }

    @Test func theBrowserComesFromTheFileUnlessBROWSERIsSet() throws {
        let settings = try ChatSettings.load(environment: environment)
        #expect(AppDependencies.browserEnvironment(environment, settings: settings)["BROWSER"] == "w3m")
        let own = environment.merging(["BROWSER": "lynx"]) { $1 }
        #expect(AppDependencies.browserEnvironment(own, settings: settings)["BROWSER"] == "lynx")
        #expect(!settings.usesColor, "theme = \"mono\" draws without colours")
    }

    @Test func theModelCatalogHoldsTheConfiguredBackends() throws {
        let data = try TemporaryFolder(made: false)
        let deps = try AppDependencies.live(dataFolder: data.url, environment: environment)
        #expect(deps.modelCatalog.backends().map(\.name) == ["local", "offline"])
        let local = deps.modelCatalog.defaultBackend()
        #expect(local == ChatBackend(name: "local", displayURL: "http://127.0.0.1:9/v1", model: "qwen", contextChars: 5000))
        #expect(deps.responder.logDescription
            == "backends: local (http://127.0.0.1:9/v1, model qwen, key: none), offline persona; default: local")
        #expect(AppDependencies.mock.modelCatalog.backends() == [.offline])
    }
}
