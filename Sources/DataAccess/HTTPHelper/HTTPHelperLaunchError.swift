import Foundation

/// Why the network helper could not be started.
enum HTTPHelperLaunchError: Error, Equatable, Sendable {
    /// No executable file at the helper's path.
    case missing
    /// The system refused to start it (the `errno` value).
    case cannotStart(Int32)
    /// The pipes to talk to it could not be made (the `errno` value).
    case noPipes(Int32)

    /// The chat's line for it, without the "reply failed: " prefix.
    var reason: String {
        switch self {
        case .missing: "the network helper aichats-http is missing next to aichats; reinstall"
        case .cannotStart(let code): "the network helper aichats-http could not start (\(Self.describe(code)))"
        case .noPipes(let code): "the network helper aichats-http could not be connected (\(Self.describe(code)))"
        }
    }

    private static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
