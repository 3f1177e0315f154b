import AppComposition
import Domain
import Foundation
import NcursesBackend
import Presentation
import TerminalUI

// Benchmarks: prints figures; `make bench` runs it in release mode. The peak memory of the real
// app with a chat of 10,000 messages is measured here too, with the binary in a tmux pane
// (PeakMemoryBenchmark). Other figures that need the real binary in a terminal (first frame,
// bytes on the wire) come from ptyprobe; see docs/performance.md.

/// A duration in milliseconds.
func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

/// The median of some samples.
func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }

/// Runs `body` `iterations` times and returns the median time of one run in milliseconds.
@MainActor
func medianMilliseconds(_ iterations: Int, _ body: () async -> Void) async -> Double {
    var samples: [Double] = []
    for _ in 0..<iterations {
        let start = ContinuousClock.now
        await body()
        samples.append(milliseconds(ContinuousClock.now - start))
    }
    return median(samples)
}

/// A rough count of the bytes a cell-diff redraw sends: a cursor move and a style per run, then the text.
func estimatedBytes(_ runs: [CellRun]) -> Int {
    runs.reduce(0) { total, run in
        total + 8 + 16 + run.cells.reduce(0) { $0 + $1.symbol.utf8.count }
    }
}

@MainActor
func runBenchmarks() async {
    // `AICHATS_BENCH_ONLY=reply` runs only the long-reply figures.
    if ProcessInfo.processInfo.environment["AICHATS_BENCH_ONLY"] == "reply" { return await runReplyBenchmark() }
    let deps = AppDependencies.live()
    print("aichats benchmarks (median of many runs)")

    let big = Size(width: 200, height: 60)
    let exploreApp = Application(deps: deps, router: Router(path: [.explore]), terminal: HeadlessTerminal(size: big), theme: .standard)
    await exploreApp.syncModules()
    // Each frame follows an Up or a Down, so it really differs from the one before.
    var previous = exploreApp.compose(size: big)
    var frames: [Double] = [], composes: [Double] = [], diffs: [Double] = [], changedRows = 0
    for index in 0..<1000 {
        await exploreApp.handle(.key(index % 2 == 0 ? .down : .up))
        let start = ContinuousClock.now
        let next = exploreApp.compose(size: big)
        let composed = ContinuousClock.now
        let runs = FrameDiff.runs(from: previous, to: next, visible: big)
        let end = ContinuousClock.now
        frames.append(milliseconds(end - start))
        composes.append(milliseconds(composed - start))
        diffs.append(milliseconds(end - composed))
        changedRows = Set(runs.map(\.y)).count
        previous = next
    }
    print(String(format: "render + diff a full Explore frame at 200x60: %.3f ms (target ≤ 1 ms; compose %.3f ms, diff %.3f ms, %d rows changed)",
                 median(frames), median(composes), median(diffs), changedRows))

    let small = Size(width: 100, height: 30)
    let listApp = Application(deps: deps, router: Router(path: [.explore, .category(.news(.technology))]),
                              terminal: HeadlessTerminal(size: small), theme: .standard)
    await listApp.syncModules()
    let before = listApp.compose(size: small)
    await listApp.handle(.key(.down))
    let runs = FrameDiff.runs(from: before, to: listApp.compose(size: small), visible: small)
    let rows = Set(runs.map(\.y)).count
    print("one Down in a 100x30 list: \(runs.count) runs on \(rows) rows, \(runs.map(\.columns).reduce(0, +)) cells, ~\(estimatedBytes(runs)) bytes estimated (target ≤ 300; measured with ptyprobe in docs/performance.md)")

    let interactor = ExploreInteractor(avatars: deps.avatars, news: deps.news, marks: deps.articleMarks, clock: deps.clock)
    let state = await medianMilliseconds(200) {
        let presenter = ExplorePresenter(interactor: interactor, gate: ArticleGate(
            interactor: ArticleInteractor(news: deps.news, profiles: deps.profiles, opener: deps.urlOpener,
                                          marks: deps.articleMarks, clock: deps.clock),
            router: Router()), router: Router())
        await presenter.onAppear()
        for section in ExploreSection.allCases { _ = presenter.rows(for: section) }
    }
    print(String(format: "build the Explore view state: %.3f ms", state))

    await runChatBenchmarks()
    await runReplyBenchmark()
    await runPasteBenchmarks()
    runFeedDateBenchmark()
    await NewsBenchmark.run()
    await BigTextBenchmark.run()

    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    print("peak memory of this benchmark process: \(usage.ru_maxrss / 1024) MB")
}

// `aichats-bench paste` runs only the paste figures, `dates` only the feed dates, `news` only
// `aichats news` on 100,000 cached items, `bigtext` only the very large article and reply.
if CommandLine.arguments.dropFirst().first == "paste" {
    await runPasteBenchmarks()
} else if CommandLine.arguments.dropFirst().first == "dates" {
    runFeedDateBenchmark()
} else if CommandLine.arguments.dropFirst().first == "bigtext" {
    await BigTextBenchmark.run()
} else if CommandLine.arguments.dropFirst().first == "news" {
    await NewsBenchmark.run()
} else if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "news-cache" {
    // `aichats-bench news-cache <data folder> <config folder>`: only makes the 100,000-item cache there, to try by hand.
    await NewsBenchmark.fill(dataFolder: CommandLine.arguments[2], configFolder: CommandLine.arguments[3])
} else {
    await runBenchmarks()
}
