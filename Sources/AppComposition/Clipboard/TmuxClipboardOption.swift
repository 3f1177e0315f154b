import DataAccess

/// tmux's `set-clipboard` option, read from the server the app runs in.
public enum TmuxClipboardOption {
    /// Whether tmux passes an application's OSC 52 copy on to the outer terminal (`on`; the
    /// default, `external`, keeps it from applications). False when tmux cannot say within a
    /// second, so that the copy then says what tmux needs.
    @Sendable public static func passesCopiesOn() -> Bool {
        let value = try? KeyCommand.run("tmux show-options -gv set-clipboard", timeout: .seconds(1), withoutTerminal: true)
        return value == "on"
    }
}
