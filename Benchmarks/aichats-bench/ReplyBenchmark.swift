import AppComposition
import Domain
import Foundation
import Presentation
import TerminalUI

/// A long reply (1 MB unless `AICHATS_BENCH_REPLY_BYTES` says otherwise) streamed at about
/// 1 MB/s, in pieces of a word or two, through the real loop: interactor, saves to a real SQLite
/// database, presenter, chat view and frames at 100x30. It reports the process's CPU time from
/// Enter to the end of the reply, and how long keys typed every 20 ms meanwhile took from the
/// moment they were typed to their frame.
@MainActor
func runReplyBenchmark() async {
    let bytes = ProcessInfo.processInfo.environment["AICHATS_BENCH_REPLY_BYTES"].flatMap(Int.init) ?? 1_000_000
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aichats-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    guard var deps = try? AppDependencies.live(dataFolder: folder),
          let avatar = try? await deps.avatars.allAvatars().items.first else { return print("reply benchmark skipped") }
    let pieces = BenchReplyPieces.make(bytes: bytes)
    let (stream, continuation) = AsyncThrowingStream<ReplyEvent, Error>.makeStream()
    deps.responder = OneStreamResponder(stream: stream)
    let size = Size(width: 100, height: 30)
    let terminal = CountingTerminal(size: size)
    let app = Application(deps: deps, router: Router(path: [.explore, .chat(avatarID: avatar.id)]),
                          terminal: terminal, theme: .standard)
    await app.syncModules()
    app.render()
    for character in "Tell me everything" { await app.handle(.key(.char(character))) }
    let memoryBefore = residentKiB()
    let cpuBefore = processCPUSeconds(), began = ContinuousClock.now, framesBefore = terminal.frames
    await app.handle(.key(.enter))
    // The pieces and the keys come from threads of their own, as from the network helper and the
    // terminal, so that the cooperative threads the app runs on are the app's alone.
    Thread {
        // About 1 MB/s: a burst of 1,000 pieces every 5 ms, each burst as fast as it can go.
        for (index, piece) in pieces.enumerated() {
            if index > 0, index % 1_000 == 0 { usleep(5_000) }
            continuation.yield(.text(piece))
        }
        continuation.finish()
    }.start()
    let (ticks, tick) = AsyncStream.makeStream(of: ContinuousClock.Instant.self)
    Thread {
        while true {
            usleep(20_000)
            if case .terminated = tick.yield(.now) { break }
        }
    }.start()
    var keys: [Double] = []
    for await sent in ticks {
        await app.handle(.key(keys.count % 2 == 0 ? .char("x") : .backspace))
        keys.append(milliseconds(ContinuousClock.now - sent))
        if !app.compose(size: size).textLines().contains(where: { $0.contains("is typing") }) { break }
    }
    tick.finish()
    let cpu = processCPUSeconds() - cpuBefore, wall = ContinuousClock.now - began
    let sorted = keys.sorted()
    print(String(format: "a reply of %d bytes in %d pieces: %.2f s of CPU (target ≤ 1 s for 1 MB), %.2f s wall, %d frames",
                 bytes, pieces.count, cpu, Double(wall.components.seconds) + Double(wall.components.attoseconds) / 1e18,
                 terminal.frames - framesBefore))
    print(String(format: "  a key every 20 ms during it, typed to drawn: %.1f ms median, %.1f ms p95, %.1f ms worst of %d (target ≤ 16 ms); resident memory %.1f → %.1f MiB",
                 median(sorted), sorted[sorted.count * 95 / 100], sorted.last ?? 0, sorted.count,
                 Double(memoryBefore) / 1024, Double(residentKiB()) / 1024))
}

/// Answers the first request with the given stream, later ones with nothing.
private struct OneStreamResponder: ChatResponder {
    let stream: AsyncThrowingStream<ReplyEvent, Error>
    func reply(to request: ReplyRequest) -> AsyncThrowingStream<ReplyEvent, Error> { stream }
}

/// Remembers only how many frames it was given.
@MainActor
private final class CountingTerminal: Terminal {
    let size: Size
    let events = TerminalEvents.finished()
    private(set) var frames = 0
    init(size: Size) { self.size = size }
    func present(_ buffer: ScreenBuffer) { frames += 1 }
    func invalidate() {}
    func suspend() {}
}

/// The pieces of a long reply: words of the benchmark's chat text (two characters at a time
/// for Chinese and Japanese), a paragraph break now and then; exactly `bytes` UTF-8 bytes.
enum BenchReplyPieces {
    static func make(bytes: Int) -> [String] {
        var texts = BenchChatText(), pieces: [String] = [], total = 0, index = 0
        while total < bytes {
            let sentence = texts.message(index, sentAt: Date()).text
            index += 1
            for word in words(of: sentence) + (index % 8 == 0 ? ["\n\n"] : [" "]) where total < bytes {
                var piece = word
                while total + piece.utf8.count > bytes { piece.removeLast() }
                if piece.isEmpty { piece = String(repeating: "x", count: bytes - total) }
                pieces.append(piece)
                total += piece.utf8.count
            }
        }
        return pieces
    }

    private static func words(of sentence: String) -> [String] {
        var words: [String] = [], word = ""
        for character in sentence {
            word.append(character)
            if character == " " || (character.utf8.count > 1 && word.count >= 2) {
                words.append(word)
                word = ""
            }
        }
        return word.isEmpty ? words : words + [word]
    }
}

/// The CPU time of this process so far (all threads), in seconds.
func processCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// This process's resident memory now (`VmRSS`), in KiB.
func residentKiB() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
    return Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "") ?? 0
}
