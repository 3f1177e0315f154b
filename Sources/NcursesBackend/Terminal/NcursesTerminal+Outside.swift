import CNcurses
import Foundation
import TerminalUI

extension NcursesTerminal {
    /// Lends the terminal to a program that runs in the foreground on it (a text browser), as
    /// newsboat does: gives the terminal back (`releaseScreen`), runs `body`, which starts the
    /// program and waits for it, then takes the terminal again and yields `.redraw`.
    ///
    /// Meanwhile no key is read (the program gets them), SIGINT and SIGQUIT from its keys are
    /// ignored here, Ctrl-Z that stops the program stops the app with it, and the other signals
    /// and a resize are handled once the terminal is back.
    public func runOutside<T: Sendable>(_ body: @escaping @Sendable () async -> T) async -> T {
        guard isActive, !isOutside else { return await body() }
        isOutside = true
        releaseScreen()
        TerminalGuard.setActive(false)
        TerminalGuard.ignoreInterrupts(true)
        let result = await body()
        TerminalGuard.ignoreInterrupts(false)
        TerminalGuard.setActive(true)
        isOutside = false
        reenter()
        events.yield(.redraw)
        let held = heldWakes
        heldWakes = []
        for wake in held { handle(wake) }
        return result
    }

    /// A wake while the terminal is lent out: a stop (Ctrl-Z in the program, which stops with it)
    /// stops the app too, so the shell's job control sees both; the rest waits.
    func holdWhileOutside(_ wake: InputWake) {
        if wake == .signal(SIGTSTP) {
            TerminalGuard.stopProcess()
        } else {
            heldWakes.append(wake)
        }
    }
}
