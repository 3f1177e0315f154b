import Foundation

/// Where the network helper `aichats-http` is: next to the running executable, or where
/// `AICHATS_HTTP_HELPER` says.
///
/// `make install` puts both programs in the same folder, and `swift build` puts both in the
/// build folder, where the test bundle runs too.
struct HTTPHelperLocator: Sendable {
    static let helperName = "aichats-http"
    /// The environment variable that names another helper, for tests and unusual installs.
    static let overrideVariable = "AICHATS_HTTP_HELPER"

    /// The helper to run, when it is known ahead; nil means: find it when a reply is asked for.
    let fixedExecutable: URL?

    /// A locator that always answers `executable`.
    init(executable: URL? = nil) {
        fixedExecutable = executable
    }

    /// The helper's path, whether or not a file is there.
    func executable(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let fixedExecutable { return fixedExecutable }
        if let override = environment[Self.overrideVariable], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        return ProgramFolder.url.appendingPathComponent(Self.helperName)
    }
}
