import Foundation

extension ChatPresenter {
    /// Seconds without a piece of the reply before the chat says so: a local model may think
    /// that long, but a stalled server looks the same as a slow one until the 60 s limit.
    static let quietAfter = 15
    /// The count moves in these steps, so the rule is not drawn again every second.
    static let silenceStep = 5

    /// Counts, once a second, how long the server has sent nothing for the reply of `token`
    /// since `heardAt` (now, for a reply just started). A 429 wait has its own countdown, so it
    /// is not counted as silence.
    func watchSilence(of token: UUID, heardAt: Date? = nil) {
        silenceWatch?.cancel()
        quietSeconds = nil
        lastHeardAt = heardAt ?? statusClock.now()
        let sleeper = silenceSleeper
        silenceWatch = Task { [weak self] in
            while true {
                do { try await sleeper.sleep(.seconds(1)) } catch { return }
                guard let self, token == self.replyToken else { return }
                if case .retrying = self.replyStatus { self.heardFromServer(); continue }
                let silent = Int(self.statusClock.now().timeIntervalSince(self.lastHeardAt))
                let shown = silent >= Self.quietAfter ? silent / Self.silenceStep * Self.silenceStep : nil
                if shown != self.quietSeconds { self.quietSeconds = shown }
            }
        }
    }

    func heardFromServer() {
        lastHeardAt = statusClock.now()
        if quietSeconds != nil { quietSeconds = nil }
    }

    func stopWatchingSilence() {
        silenceWatch?.cancel()
        silenceWatch = nil
        quietSeconds = nil
    }
}
