import CNcurses
import Foundation
import TerminalUI

extension NcursesTerminal {
    /// Gives up on input after this many wakes in a row that read nothing.
    private static let maximumEmptyWakes = 64

    /// Consumes the input thread's wakes on the main actor.
    func startWatching() {
        let wakes = watcher.wakes
        Task { @MainActor [weak self] in
            for await wake in wakes {
                guard let self else { return }
                self.handle(wake)
            }
        }
        watcher.start()
    }

    private func handle(_ wake: InputWake) {
        guard isActive else {
            if wake == .input { watcher.resume() }
            return
        }
        switch wake {
        case .input:
            let count = drainInput()
            emptyWakes = count == 0 ? emptyWakes + 1 : 0
            if emptyWakes >= Self.maximumEmptyWakes { eventSink.finish() } else { watcher.resume() }
        case .closed:
            eventSink.finish()
        case .signal(let number):
            handleSignal(number)
        }
    }

    private func handleSignal(_ number: Int32) {
        switch number {
        case SIGWINCH: handleResize()
        case SIGCONT: handleContinue()
        case SIGTSTP: suspend()
        case SIGTERM, SIGHUP, SIGINT: eventSink.yield(.quit)
        default: break
        }
    }

    /// Reads every pending key without blocking and yields the decoded events; returns how many
    /// inputs were read.
    @discardableResult
    func drainInput() -> Int {
        var batch: [NcursesInput] = []
        var code: wint_t = 0
        let screen = aichats_stdscr()
        while true {
            let result = wget_wch(screen, &code)
            if result == OK {
                batch.append(.character(UInt32(code)))
            } else if result == KEY_CODE_YES {
                batch.append(.keyCode(Int32(bitPattern: UInt32(code))))
            } else {
                break
            }
        }
        for event in decoder.decode(batch) { eventSink.yield(event) }
        return batch.count
    }
}
