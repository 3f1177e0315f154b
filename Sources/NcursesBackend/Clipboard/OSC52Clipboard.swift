import CNcurses
import Domain
import Foundation
import Synchronization

/// The clipboard of the terminal the app runs in, written with OSC 52
/// (`ESC ] 52 ; c ; base64 ESC \`): the terminal, not the app, owns the clipboard, so this works
/// over ssh too. The text goes base64-encoded as it is, so the copy is byte-exact.
///
/// The sequence is written straight to the terminal, past ncurses: a copy runs in a key's action,
/// after the last frame's `doupdate` emptied ncurses' buffer, so nothing of a frame is cut in two.
/// It moves no cursor and draws nothing on a terminal that knows it; so that one which does not
/// and shows some of it leaves nothing behind, every line is then marked for redrawing, and the
/// next frame (the notice that says what was copied) writes them again.
public final class OSC52Clipboard: Clipboard {
    /// What the first copy says inside tmux (`$TMUX` set), where OSC 52 reaches the outer
    /// terminal only with `set-clipboard on`, when tmux does not say that it is on. Outside tmux
    /// the copy says nothing more.
    public static let tmuxNote = "Inside tmux, copying needs `set -g set-clipboard on` in ~/.tmux.conf."

    private let insideTmux: Bool
    private let tmuxPassesCopiesOn: @Sendable () -> Bool
    private let write: @MainActor @Sendable ([UInt8]) -> Void
    private let copied = Mutex(false)

    /// A clipboard that writes to the terminal on standard output; `environment` tells whether
    /// the app runs inside tmux, and `tmuxPassesCopiesOn`, asked at the first copy there,
    /// whether tmux's `set-clipboard` is on.
    public convenience init(environment: [String: String], tmuxPassesCopiesOn: @escaping @Sendable () -> Bool) {
        self.init(environment: environment, tmuxPassesCopiesOn: tmuxPassesCopiesOn) { bytes in
            CursesModes.send(bytes)
            _ = wredrawln(aichats_stdscr(), 0, aichats_lines())
        }
    }

    /// A clipboard that hands its sequences to `write` (tests read them there).
    public init(
        environment: [String: String], tmuxPassesCopiesOn: @escaping @Sendable () -> Bool = { false },
        write: @escaping @MainActor @Sendable ([UInt8]) -> Void
    ) {
        insideTmux = !(environment["TMUX"] ?? "").isEmpty
        self.tmuxPassesCopiesOn = tmuxPassesCopiesOn
        self.write = write
    }

    @MainActor public func copy(_ text: String) -> String? {
        write(Self.sequence(for: text))
        let isFirst = copied.withLock { copied in
            defer { copied = true }
            return !copied
        }
        return isFirst && insideTmux && !tmuxPassesCopiesOn() ? Self.tmuxNote : nil
    }

    /// The OSC 52 sequence that sets the clipboard (`c`) to `text`.
    public static func sequence(for text: String) -> [UInt8] {
        Array("\u{1B}]52;c;".utf8) + Array(Data(text.utf8).base64EncodedString().utf8) + [0x1B, 0x5C]
    }
}
