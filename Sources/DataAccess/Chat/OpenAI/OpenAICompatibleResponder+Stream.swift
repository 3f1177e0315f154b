import Domain
import Foundation
import HTTPStreamWire

extension OpenAICompatibleResponder {
    /// Streams the reply; cancelling the consumer cancels the request.
    public func reply(to request: ReplyRequest) -> AsyncThrowingStream<ReplyEvent, Error> {
        let responder = self
        return AsyncThrowingStream { continuation in
            let producer = Task {
                // Pieces are cleaned as they come: an escape sequence may be split across two.
                var cleaner = UntrustedTextCleaner()
                do {
                    try await responder.stream(request) { piece in
                        let clean = cleaner.clean(piece)
                        if !clean.isEmpty { continuation.yield(.text(clean)) }
                    }
                    continuation.finish()
                } catch let error as ChatReplyError {
                    continuation.finish(throwing: error.redacting(responder.apiKey))
                } catch {
                    continuation.finish(throwing: ChatReplyError(.unreachable, reason: "the request failed"))
                }
            }
            continuation.onTermination = { _ in producer.cancel() }
        }
    }

    /// Runs one request, passing each piece to `yield`; returns when the reply is complete
    /// or the task is cancelled.
    func stream(_ reply: ReplyRequest, yield: (String) -> Void) async throws {
        let backstop = Double((connectTimeout + idleTimeout).wholeSeconds) + 1
        let request: HTTPStreamRequest
        do {
            request = try chatRequest.streamRequest(for: reply, timeout: backstop)
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
            try await consume(events, clock: clock, yield: yield)
        } onCancel: {
            helper.terminate()
            eventsContinuation.finish()
        }
    }

    func consume(
        _ events: AsyncStream<OpenAITransportEvent>, clock: OpenAIActivityClock, yield: (String) -> Void
    ) async throws(ChatReplyError) {
        var parser = OpenAIEventParser()
        var answered = false
        /// The body of a plain JSON answer, when the server did not stream.
        var wholeBody: Data?
        func deliver(_ parsed: [OpenAIStreamEvent]) -> Bool {
            for event in parsed {
                switch event {
                case .content(let text): yield(text)
                case .done: return true
                }
            }
            return false
        }
        for await event in events {
            if Task.isCancelled { return }
            switch event {
            case .response(let status, let contentType):
                answered = true
                clock.mark(.streaming)
                guard (200..<300).contains(status) else { throw .status(status) }
                if contentType.hasPrefix("application/json") { wholeBody = Data() }
            case .bytes(let data):
                clock.mark(.streaming)
                if wholeBody != nil {
                    wholeBody?.append(data)
                    if wholeBody?.count ?? 0 > 4 * OpenAIEventParser.maximumEventBytes { throw .malformed }
                    continue
                }
                var parsed: [OpenAIStreamEvent] = []
                var failure: ChatReplyError?
                do throws(ChatReplyError) {
                    try parser.feed(data, into: &parsed)
                } catch {
                    failure = error
                }
                // Pieces before a bad event still reach the chat; an end marker before it wins.
                if deliver(parsed) { return }
                if let failure { throw failure }
            case .completed(let error):
                if Task.isCancelled { return }
                if let error {
                    if answered { throw .dropped }
                    throw .unreachable(displayBase, error.shortDescription)
                }
                if let wholeBody {
                    let text = try OpenAIEventParser.wholeReply(from: wholeBody)
                    if !text.isEmpty { yield(text) }
                    return
                }
                if try deliver(parser.finish()) { return }
                if !answered { throw .unreachable(displayBase, "no response") }
                if !parser.finished { throw .dropped }
                return
            case .helperStopped:
                if Task.isCancelled { return }
                throw ChatReplyError(.unreachable, reason: "the network helper aichats-http stopped unexpectedly")
            case .helperFromAnotherVersion:
                if Task.isCancelled { return }
                throw ChatReplyError(
                    .unreachable, reason: "the network helper aichats-http is from another version of aichats; reinstall")
            case .timedOut(.connecting):
                throw .unreachable(displayBase, "no answer within \(connectTimeout.wholeSeconds) s")
            case .timedOut(.streaming):
                throw .silent(after: idleTimeout)
            }
        }
    }
}
