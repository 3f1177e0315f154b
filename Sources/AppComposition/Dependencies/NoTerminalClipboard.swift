import Domain

/// The clipboard where no terminal is attached (`aichats render`, the headless runs): there is
/// nothing to write OSC 52 to, so it says so. The interactive session sets the terminal's own.
public struct NoTerminalClipboard: Clipboard {
    public init() {}

    @MainActor public func copy(_ text: String) -> String? {
        "There is no terminal to copy to here, so nothing reached the clipboard."
    }
}
