import CNcurses
import Foundation
import TerminalUI

extension NcursesTerminal {
    /// Gives up on input after this many wakes in a row that read nothing.
    private static let maximumEmptyWakes = 64

    /// Handles the input thread's wakes on the main actor, each a task of its own enqueued there
    /// straight from the thread (in order: the main actor runs its jobs first in, first out).
    /// Through an `AsyncStream` each wake went by the global executor first (see `TerminalEvents`).
    func startWatching() {
        watcher.start { [weak self] wake in
            Task { @MainActor in self?.handle(wake) }
        }
    }

    func handle(_ wake: InputWake) {
        guard isActive else {
            if wake == .input { watcher.resume() }
            return
        }
        guard !isOutside else { return holdWhileOutside(wake) }
        switch wake {
        case .input:
            let count = drainInput()
            emptyWakes = count == 0 ? emptyWakes + 1 : 0
            if emptyWakes >= Self.maximumEmptyWakes { hangUp() } else { watcher.resume() }
        case .closed:
            hangUp()
        case .signal(let number):
            handleSignal(number)
        }
    }

    /// The terminal went away (its window closed: the input ended before, or instead of, the
    /// SIGHUP): a hang-up, which quits as SIGHUP does (exit 129, "quit by signal 1" in the log).
    private func hangUp() {
        if quitSignal == nil { quitSignal = SIGHUP }
        events.finish()
    }

    private func handleSignal(_ number: Int32) {
        switch number {
        case SIGWINCH: handleResize()
        case SIGCONT: handleContinue()
        case SIGTSTP: suspend()
        case SIGTERM, SIGHUP, SIGINT, SIGQUIT: quit(bySignal: number)
        default: break
        }
    }

    /// Reads every pending key without blocking and yields the decoded events; returns how many
    /// inputs were read.
    @discardableResult
    func drainInput() -> Int {
        let batch = readByteInput()
        for event in decoder.decode(batch) { events.yield(event) }
        watchPasteSilence()
        return batch.count
    }

    /// `wgetch` and the app's own UTF-8 decoding, whatever the locale. `wget_wch` dropped every
    /// byte of a character beyond ASCII outside a UTF-8 locale, and in one it swallowed up to 16
    /// bytes after a byte that is not UTF-8 (Latin-1 text sent by another program, say): the
    /// decoder makes that byte U+FFFD and keeps the rest.
    private func readByteInput() -> [NcursesInput] {
        var batch: [NcursesInput] = []
        let screen = aichats_stdscr()
        let keyMin = aichats_key_min()
        while true {
            var result = aichats_getch(screen)
            if result == ERR { return batch }
            if typedAheadBytes > 0 {
                typedAheadBytes -= 1
                if result == 10 { result = 13 }
            }
            if result >= keyMin {
                batch += byteDecoder.flush().map { .character($0) }
                batch.append(.keyCode(result))
            } else {
                batch += byteDecoder.add(UInt8(truncatingIfNeeded: result)).map { .character($0) }
            }
        }
    }

    /// While a bracketed paste is open, ends it once no input came for the decoder's silence
    /// limit: a paste whose end marker never comes must not swallow every later key.
    private func watchPasteSilence() {
        guard pasteTimer == nil, decoder.pasteDeadline != nil else { return }
        pasteTimer = Task { @MainActor [weak self] in
            while let deadline = self?.decoder.pasteDeadline, !Task.isCancelled {
                try? await Task.sleep(until: deadline, clock: .continuous)
                guard let self, self.isActive else { break }
                for event in self.decoder.endSilentPaste(at: .now) { self.events.yield(event) }
            }
            self?.pasteTimer = nil
        }
    }
}
