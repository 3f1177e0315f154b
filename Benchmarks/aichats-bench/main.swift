import AppComposition
import Domain
import Foundation
import NcursesBackend
import Presentation
import TerminalUI

// Benchmarks: prints figures; `make bench` runs it in release mode. Figures that need the real
// binary in a terminal (first frame, bytes on the wire, peak memory) come from ptyprobe; see
// docs/performance.md.

/// Runs `body` `iterations` times and returns the median time of one run in milliseconds.
@MainActor
func medianMilliseconds(_ iterations: Int, _ body: () async -> Void) async -> Double {
    var samples: [Double] = []
    for _ in 0..<iterations {
        let start = ContinuousClock.now
        await body()
        let elapsed = ContinuousClock.now - start
        samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
    }
    return samples.sorted()[samples.count / 2]
}

/// A rough count of the bytes a cell-diff redraw sends: a cursor move and a style per run, then the text.
func estimatedBytes(_ runs: [CellRun]) -> Int {
    runs.reduce(0) { total, run in
        total + 8 + 16 + run.cells.reduce(0) { $0 + $1.symbol.utf8.count }
    }
}

@MainActor
func runBenchmarks() async {
    let deps = AppDependencies.live()
    print("aichats benchmarks (median of many runs)")

    let big = Size(width: 200, height: 60)
    let exploreApp = Application(deps: deps, router: Router(path: [.explore]), terminal: HeadlessTerminal(size: big), theme: .standard)
    await exploreApp.syncModules()
    // Alternate between two selections so every frame really differs from the last one.
    let first = exploreApp.compose(size: big)
    await exploreApp.handle(.key(.down))
    let second = exploreApp.compose(size: big)
    var previous = first
    var frames: [Double] = []
    for index in 0..<1000 {
        await exploreApp.handle(.key(index % 2 == 0 ? .up : .down))
        let start = ContinuousClock.now
        let next = exploreApp.compose(size: big)
        _ = FrameDiff.runs(from: previous, to: next, visible: big)
        previous = next
        let elapsed = ContinuousClock.now - start
        frames.append(Double(elapsed.components.attoseconds) / 1e15)
    }
    _ = second
    let frame = frames.sorted()[frames.count / 2]
    let composeOnly = await medianMilliseconds(200) { _ = exploreApp.compose(size: big) }
    let one = exploreApp.compose(size: big)
    await exploreApp.handle(.key(.down))
    let two = exploreApp.compose(size: big)
    let diffStart = ContinuousClock.now
    var changedRuns = 0
    for _ in 0..<200 { changedRuns += FrameDiff.runs(from: one, to: two, visible: big).count }
    let diffOnly = Double((ContinuousClock.now - diffStart).components.attoseconds) / 1e15 / 200
    let equalRows = (0..<60).filter { (row: Int) -> Bool in
        let range = (row * 200)..<((row + 1) * 200)
        return one.cells[range] == two.cells[range]
    }.count
    print("diff runs per frame: \(changedRuns / 200), equal rows: \(equalRows)")
    print(String(format: "render + diff a full Explore frame at 200x60: %.3f ms (target ≤ 1 ms; compose %.3f ms, diff %.3f ms)",
                 frame, composeOnly, diffOnly))

    let small = Size(width: 100, height: 30)
    let listApp = Application(deps: deps, router: Router(path: [.explore, .category(.news(.technology))]),
                              terminal: HeadlessTerminal(size: small), theme: .standard)
    await listApp.syncModules()
    let before = listApp.compose(size: small)
    await listApp.handle(.key(.down))
    let runs = FrameDiff.runs(from: before, to: listApp.compose(size: small), visible: small)
    let rows = Set(runs.map(\.y)).count
    print("one Down in a 100x30 list: \(runs.count) runs on \(rows) rows, \(runs.map(\.columns).reduce(0, +)) cells, ~\(estimatedBytes(runs)) bytes estimated (target ≤ 300; measured with ptyprobe in docs/performance.md)")

    let interactor = ExploreInteractor(avatars: deps.avatars, news: deps.news, clock: deps.clock)
    let state = await medianMilliseconds(200) {
        let presenter = ExplorePresenter(interactor: interactor, gate: ArticleGate(
            interactor: ArticleInteractor(news: deps.news, profiles: deps.profiles, opener: deps.urlOpener),
            router: Router()), router: Router(), now: Date())
        await presenter.onAppear()
        for section in ExploreSection.allCases { _ = presenter.rows(for: section) }
    }
    print(String(format: "build the Explore view state: %.3f ms", state))

    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    print("peak memory of this benchmark process: \(usage.ru_maxrss / 1024) MB")
}

await runBenchmarks()
