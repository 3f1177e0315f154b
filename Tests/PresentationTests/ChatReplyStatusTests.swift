import Domain
import DomainDoubles
import Foundation
import Presentation
import Testing

/// The status bar's word on a reply: its tokens per second, and the countdown of a 429 wait.
@MainActor
@Suite("ChatPresenter: reply status")
struct ChatReplyStatusTests {
    let responder = FedEventResponder()

    func presenterReplying(clock: ManualClock? = nil, sleeper: ManualSleeper? = nil) async -> ChatPresenter {
        let presenter = Harness(path: [.explore, .chat(avatarID: "fx-cat-mochi")], responder: responder).chat("fx-cat-mochi")
        if let clock { presenter.statusClock = clock.provider }
        if let sleeper { presenter.statusSleeper = sleeper.sleeper }
        await presenter.onAppear()
        presenter.editInput { $0.insert("hello") }
        presenter.send()
        #expect(await eventually { self.responder.requests == 1 })
        return presenter
    }

    @Test func afterTheReplyTheUsageShowsTokensAndTokensPerSecond() async {
        let clock = ManualClock(Date(timeIntervalSince1970: 1_000))
        let presenter = await presenterReplying(clock: clock)
        responder.feed(.model("qwen3:8b"))
        responder.feed(.text("Purr"))
        #expect(await eventually { presenter.messages.last?.text == "Purr" })
        #expect(presenter.replyStatus == nil)
        clock.advance(by: 8)
        responder.feed(.text("."))
        responder.feed(.usage(ReplyUsage(promptTokens: 100, completionTokens: 312)))
        responder.finish()
        await presenter.waitForReply()
        #expect(presenter.replyStatus == .usage(tokens: 312, tokensPerSecond: 39))
        #expect(presenter.replyStatus?.text == "312 tokens · 39 tok/s")
    }

    /// The status after a reply of 312 tokens whose text took `seconds` to arrive.
    func statusAfterText(taking seconds: TimeInterval) async -> ReplyStatus? {
        let clock = ManualClock(Date(timeIntervalSince1970: 1_000))
        let presenter = await presenterReplying(clock: clock)
        responder.feed(.text("Purr"))
        #expect(await eventually { presenter.messages.last?.text == "Purr" })
        clock.advance(by: seconds)
        responder.feed(.text(" and the rest, all at once."))
        responder.feed(.usage(ReplyUsage(promptTokens: 100, completionTokens: 312)))
        responder.finish()
        await presenter.waitForReply()
        return presenter.replyStatus
    }

    @Test func aReplyThatCameInOneBurstShowsItsTokensWithoutARate() async {
        let burst = await statusAfterText(taking: 0)
        #expect(burst == .usage(tokens: 312, tokensPerSecond: nil))
        #expect(burst?.text == "312 tokens")
    }

    @Test func underAFifthOfASecondThereIsNoRateEither() async {
        #expect(await statusAfterText(taking: 0.19) == .usage(tokens: 312, tokensPerSecond: nil))
    }

    @Test func fromAFifthOfASecondTheRateIsShown() async {
        let timed = await statusAfterText(taking: 0.25)
        #expect(timed == .usage(tokens: 312, tokensPerSecond: 1248))
        #expect(timed?.text == "312 tokens · 1248 tok/s")
    }

    /// A 70B model on a CPU writes under a token a second: "0 tok/s" read as broken.
    @Test(arguments: [(780.0, "312 tokens · 0.4 tok/s"), (32, "312 tokens · 9.8 tok/s"), (30, "312 tokens · 10 tok/s")])
    func aSlowRateShowsOneDecimal(seconds: TimeInterval, shown: String) async {
        #expect(await statusAfterText(taking: seconds)?.text == shown)
    }

    @Test func withoutUsageTheStatusStaysEmpty() async {
        let presenter = await presenterReplying()
        responder.feed(.text("hi"))
        responder.finish()
        await presenter.waitForReply()
        #expect(presenter.replyStatus == nil)
    }

    @Test func aWaitCountsDownEachSecondThenTheReplyClearsIt() async {
        let sleeper = ManualSleeper()
        let presenter = await presenterReplying(sleeper: sleeper)
        responder.feed(.waitingToRetry(after: .seconds(7)))
        #expect(await eventually { presenter.replyStatus != nil })
        #expect(presenter.replyStatus?.text == "server busy (429): retrying in 7 s — Esc cancels")
        #expect(await sleeper.waitForSleep())
        sleeper.fire()
        #expect(await eventually { presenter.replyStatus == .retrying(secondsLeft: 6) })
        #expect(await sleeper.waitForSleep())
        sleeper.fire()
        #expect(await eventually { presenter.replyStatus == .retrying(secondsLeft: 5) })
        #expect(presenter.replyStatus?.text == "server busy (429): retrying in 5 s — Esc cancels")
        responder.feed(.text("at last"))
        #expect(await eventually { presenter.messages.last?.text == "at last" })
        #expect(presenter.replyStatus == nil)
        responder.finish()
        await presenter.waitForReply()
    }

    /// The rule above the input says the app waits for the server, and why, from the first wait:
    /// nothing is being typed. The status bar gives the server's own words.
    @Test func aWaitSaysWhyOnTheRuleAndTheServersWordsInTheStatus() async {
        let sleeper = ManualSleeper()
        let presenter = await presenterReplying(sleeper: sleeper)
        #expect(presenter.serverWaitText == nil)
        responder.feed(.waitingToRetry(after: .seconds(5), status: 429, message: "Rate limit exceeded: free-models-per-day"))
        #expect(await eventually { presenter.replyStatus != nil })
        #expect(presenter.serverWaitText == "waiting: the server is busy (429) · retrying in 5 s · Esc cancels")
        #expect(presenter.replyStatus?.text
                    == "server busy (429): Rate limit exceeded: free-models-per-day · retrying in 5 s — Esc cancels")
        responder.feed(.text("at last"))
        #expect(await eventually { presenter.serverWaitText == nil })
        responder.finish()
        await presenter.waitForReply()
    }

    /// While only reasoning streams the avatar is thinking; once the answer starts, typing.
    @Test func onlyReasoningSoFarIsThinking() async {
        let presenter = await presenterReplying()
        #expect(!presenter.isThinking)
        responder.feed(.reasoning("Let me see"))
        #expect(await eventually { presenter.isThinking })
        responder.feed(.text("Purr."))
        #expect(await eventually { !presenter.isThinking && presenter.messages.last?.text == "Purr." })
        responder.finish()
        await presenter.waitForReply()
    }

    @Test func escDuringTheWaitCancelsTheRetryAndTheCountdown() async {
        let sleeper = ManualSleeper()
        let presenter = await presenterReplying(sleeper: sleeper)
        responder.feed(.waitingToRetry(after: .seconds(30)))
        #expect(await eventually { presenter.replyStatus != nil })
        #expect(await sleeper.waitForSleep())
        presenter.back()
        #expect(presenter.replyStatus == nil)
        #expect(!presenter.isReplying)
        await presenter.waitForReply()
        // The responder's stream was cancelled: no retry goes out.
        #expect(await eventually { self.responder.endedStreams == 1 })
        #expect(responder.endedStreams == 1)
        #expect(sleeper.sleeping == 0)
        #expect(presenter.messages.last?.state == .partial)
    }

    /// The reply holds nothing, and the server's wait is why: the chat says so, not "[stopped]
    /// before any text", and stores it with the reply for the export and Chats.
    @Test func aReplyStoppedDuringTheWaitKeepsWhy() async throws {
        let sleeper = ManualSleeper()
        let presenter = await presenterReplying(sleeper: sleeper)
        responder.feed(.waitingToRetry(after: .seconds(30)))
        #expect(await eventually { presenter.replyStatus != nil })
        presenter.back()
        await presenter.waitForReply()
        let reply = try #require(presenter.messages.last)
        #expect(reply.state == .partial)
        #expect(presenter.failureReasons[reply.id] == "reply stopped: while the server asked to wait (429 rate limit)")
    }
}
