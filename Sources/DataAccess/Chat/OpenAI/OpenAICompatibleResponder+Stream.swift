import Domain
import Foundation
import HTTPStreamWire

/// A non-2xx answer, before the responder decides whether to wait, retry or fail.
struct ServerRefusal: Error, Sendable {
    let status: Int
    /// The server's own message, cleaned; nil when its body held none.
    let message: String?
    /// The `Retry-After` header as sent.
    let retryAfter: String?
    /// The body as text, for what it names: Mistral's 422 names `stream_options` only in the
    /// place (`loc`) of a validation error.
    let body: String

    /// The answer as the chat and `aichats backends` tell it.
    var answer: ServerAnswer {
        ServerAnswer(status: status, message: message, isWebPage: ServerErrorBody.isWebPage(Data(body.utf8)))
    }

    /// The part of the request this 400 or 422 refuses, of the `parts` that were sent;
    /// `turnsAlternate`: whether the messages sent after the system message alternate, user first.
    func refusedPart(of parts: [RequestPart], turnsAlternate: Bool) -> RequestPart? {
        guard status == 400 || status == 422 else { return nil }
        return parts.first { $0.isNamed(inBody: body, message: message ?? "", turnsAlternate: turnsAlternate) }
    }
}

extension OpenAICompatibleResponder {
    /// Runs one request, calling `answered` when its 2xx head comes and passing each parsed event
    /// to `yield`; returns when the reply is complete or the task is cancelled. A non-2xx answer
    /// throws `ServerRefusal`, every other failure `ChatReplyError`.
    func stream(
        _ reply: ReplyRequest, answered: () -> Void, yield: (OpenAIStreamEvent) -> Void
    ) async throws {
        let backstop = Double((connectTimeout + idleTimeout).wholeSeconds) + 1
        let request: HTTPStreamRequest
        do {
            request = try chatRequest(for: reply).streamRequest(for: reply, timeout: backstop)
        } catch {
            throw ChatReplyError(.malformed, reason: "the request could not be encoded")
        }
        let (events, eventsContinuation) = AsyncStream.makeStream(of: OpenAITransportEvent.self)
        let helper: HTTPHelperProcess
        do {
            helper = try HTTPHelperProcess.start(
                executable: helperLocator.executable(), request: request,
                environment: HTTPHelperProcess.childEnvironment()
            ) { report in
                let event = OpenAITransportEvent(report)
                eventsContinuation.yield(event)
                if event.endsTransfer { eventsContinuation.finish() }
            }
        } catch {
            throw ChatReplyError(.unreachable, reason: error.reason)
        }
        let clock = OpenAIActivityClock(connectTimeout: connectTimeout, idleTimeout: idleTimeout)
        let watchdog = Task { await clock.watch(reporting: eventsContinuation) }
        defer {
            watchdog.cancel()
            helper.terminate()
            eventsContinuation.finish()
        }
        try await withTaskCancellationHandler {
            var reading = OpenAIResponseReading(base: displayBase)
            for await event in events {
                if Task.isCancelled { return }
                if try reading.take(event, clock: clock, answered: answered, yield: yield) { return }
            }
        } onCancel: {
            helper.terminate()
            eventsContinuation.finish()
        }
    }
}

extension OpenAIResponseReading {
    /// The failure for the end of the transfer, or the pieces still due; true when the reply
    /// is over. `answered` hears a 2xx head; a web page fails at its first byte, whatever its
    /// label (Flask labels an event stream `text/html` unless told otherwise).
    mutating func take(
        _ event: OpenAITransportEvent, clock: OpenAIActivityClock, answered: () -> Void,
        yield: (OpenAIStreamEvent) -> Void
    ) throws -> Bool {
        switch event {
        case .response(let status, let contentType, let retryAfter):
            clock.mark(.answered)
            try head(status: status, contentType: contentType, retryAfter: retryAfter)
            if (200..<300).contains(status) { answered() }
        case .bytes(let data):
            let over = try body(data, yield: yield)
            clock.mark(modelFinished ? .finishing : sawPiece ? .streaming : .answered)
            return over
        case .completed(let error):
            if Task.isCancelled { return true }
            // The helper's own time limit may end a silent transfer a moment before the watchdog
            // (a loaded machine): said as the watchdog says it.
            if error?.code == .timedOut, case let phase = clock.deadline().1, phase == .answered || phase == .streaming {
                return try take(.timedOut(phase), clock: clock, answered: answered, yield: yield)
            }
            try end(error, yield: yield)
            return true
        case .helperStopped:
            if Task.isCancelled { return true }
            throw ChatReplyError(.unreachable, reason: "the network helper aichats-http stopped unexpectedly")
        case .helperFromAnotherVersion:
            if Task.isCancelled { return true }
            throw ChatReplyError(
                .unreachable, reason: "the network helper aichats-http is from another version of aichats; reinstall")
        case .timedOut(.connecting):
            throw ChatReplyError(.unreachable, reason: "the server at \(base) did not answer within "
                + "\(connectTimeout(clock)) s (a local server may still be loading the model: Ctrl-R asks again; one that "
                + "reads a long prompt slowly may need a first_byte_timeout over \(connectTimeout(clock)) s in config.toml)")
        case .timedOut(.answered):
            throw ChatReplyError(.dropped, reason: "the server answered but sent nothing for "
                + "\(max(clock.connectLimit, clock.idleLimit).wholeSeconds) s (a model that thinks before it writes may need "
                + "a first_byte_timeout over that in config.toml)")
        case .timedOut(.streaming):
            throw ChatReplyError.silent(after: clock.idleLimit)
        case .timedOut(.finishing):
            // The model finished; what the stream still owed it was only its end.
            try end(nil, yield: yield)
            return true
        }
        return false
    }

    private func connectTimeout(_ clock: OpenAIActivityClock) -> Int64 { clock.connectLimit.wholeSeconds }
}
