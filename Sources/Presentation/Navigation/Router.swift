import Observation

/// Owns navigation: the stack of screens, the sheet and the alert.
///
/// It is plain state, so tests can build it with any stack and inspect it after an intent.
@MainActor @Observable
public final class Router {
    /// The screens, root first; the last one is drawn.
    public var path: [AppRoute]
    /// A panel over the top screen; it takes keys before the screen.
    public var sheet: AppSheet?
    /// An alert over everything; it takes keys first.
    public var alert: AppAlert?
    /// A short message for the status bar.
    public var notice: Notice?
    /// Set when the user asked to quit.
    public private(set) var quitRequested = false
    /// Carries out a `.confirm` action of the alert on screen; set by `confirm(_:onConfirm:)`.
    @ObservationIgnored var confirmationHandler: (@MainActor (ConfirmedAction) async -> Void)?

    public init(path: [AppRoute] = [.explore], sheet: AppSheet? = nil, alert: AppAlert? = nil) {
        self.path = path.isEmpty ? [.explore] : path
        self.sheet = sheet
        self.alert = alert
    }

    public var top: AppRoute { path.last ?? .explore }
    public func push(_ route: AppRoute) { path.append(route) }
    /// Goes back one screen; the root stays.
    public func pop() { if path.count > 1 { path.removeLast() } }
    public func popToRoot() { path = Array(path.prefix(1)) }
    public func setRoot(_ route: AppRoute) { path = [route] }
    public func replaceTop(with route: AppRoute) { path[path.count - 1] = route }
    public func present(_ sheet: AppSheet) { self.sheet = sheet }
    public func present(alert: AppAlert) { self.alert = alert }
    public func dismissSheet() { sheet = nil }
    public func dismissAlert() { alert = nil }
    public func show(_ notice: Notice) { self.notice = notice }
    /// Takes `notice` off the status bar if it is still there: for one that stops being true
    /// before the next key ("wait for the reply" once the reply ended).
    public func withdraw(_ notice: Notice) { if self.notice == notice { self.notice = nil } }
    public func requestQuit() { quitRequested = true }
}

/// A one-line message for the status bar.
public struct Notice: Hashable, Sendable {
    public let text: String
    /// True for failures.
    public let isError: Bool

    public init(_ text: String, isError: Bool = false) {
        self.text = text
        self.isError = isError
    }
}
