import DataAccess
import Domain
import Foundation

extension AppDependencies {
    /// The OpenAI-compatible server named by `AICHATS_API_BASE` (with `AICHATS_API_KEY` and
    /// `AICHATS_MODEL`), or the offline persona responder when none is configured. A set but
    /// wrong `AICHATS_API_BASE` is a usage failure (exit code 2) whose message says what to write:
    /// falling back to the offline persona would let the user think the server answered.
    static func liveResponder(seed: UInt64, environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(StartupFailure) -> any ChatResponder
    {
        do {
            return try OpenAICompatibleResponder.fromEnvironment(environment) ?? OfflinePersonaResponder(seed: seed)
        } catch {
            throw StartupFailure(message: error.description, exitCode: 2)
        }
    }

    /// Checks the backend settings before anything starts (the terminal, the data folder).
    public static func checkBackendSettings(environment: [String: String]) throws(StartupFailure) {
        _ = try liveResponder(seed: 0, environment: environment)
        _ = try refreshMinutes(environment: environment)
    }
}
