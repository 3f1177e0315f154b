/// A screen that loads its content when it shows: loaded once a load succeeded; the last failure
/// says why, and what was shown before stays.
@MainActor
protocol LoadingScreen: AnyObject {
    var isLoaded: Bool { get set }
    var loadError: String? { get set }
}

extension LoadingScreen {
    /// Runs `load`, then marks the screen loaded, or keeps why it failed.
    func loading(_ load: () async throws -> Void) async {
        do {
            try await load()
            isLoaded = true
            loadError = nil
        } catch {
            loadError = error.userMessage
        }
    }
}
