import Testing
import TerminalUI
@testable import NcursesBackend

@Suite("FrameDiff")
struct FrameDiffTests {
    private let size = Size(width: 10, height: 3)

    private func buffer(_ rows: [String], size: Size? = nil) -> ScreenBuffer {
        var result = ScreenBuffer(size: size ?? self.size)
        for (y, row) in rows.enumerated() { result.write(row, x: 0, y: y) }
        return result
    }

    private func text(_ run: CellRun) -> String { run.cells.map(\.symbol).joined() }

    @Test("without a previous frame every row is one full-width run")
    func fullRedraw() {
        let runs = FrameDiff.runs(from: nil, to: buffer(["hello"]), visible: size)
        #expect(runs.map(\.y) == [0, 1, 2])
        #expect(runs.allSatisfy { $0.x == 0 && $0.columns == 10 })
        #expect(text(runs[0]) == "hello     ")
    }

    @Test("identical frames give no runs")
    func noChange() {
        #expect(FrameDiff.runs(from: buffer(["abc"]), to: buffer(["abc"]), visible: size).isEmpty)
    }

    @Test("only the changed cells are in runs, one run per changed stretch")
    func changedStretches() {
        let runs = FrameDiff.runs(from: buffer(["abcdefgh", "", "xyz"]), to: buffer(["aXcdeYZh", "", "xyz"]), visible: size)
        #expect(runs == [
            CellRun(x: 1, y: 0, cells: [Cell(symbol: "X")]),
            CellRun(x: 5, y: 0, cells: [Cell(symbol: "Y"), Cell(symbol: "Z")]),
        ])
    }

    @Test("a style change alone is a change")
    func styleChange() {
        var next = buffer(["abc"])
        next.restyle(Rect(x: 1, y: 0, width: 1, height: 1)) { $0.bolded }
        let runs = FrameDiff.runs(from: buffer(["abc"]), to: next, visible: size)
        #expect(runs == [CellRun(x: 1, y: 0, cells: [Cell(symbol: "b", style: Style(bold: true))])])
    }

    @Test("a wide character is one cell covering two columns; its continuation is skipped")
    func wideCharacter() {
        let runs = FrameDiff.runs(from: buffer(["ab"]), to: buffer(["a你"]), visible: size)
        #expect(runs == [CellRun(x: 1, y: 0, cells: [Cell(symbol: "你", width: 2)])])
        #expect(runs[0].columns == 2)
    }

    @Test("a changed continuation redraws its unchanged lead")
    func continuationChange() {
        var next = buffer(["a你b"])
        next.restyle(Rect(x: 2, y: 0, width: 1, height: 1)) { $0.bolded }
        let runs = FrameDiff.runs(from: buffer(["a你b"]), to: next, visible: size)
        #expect(runs == [CellRun(x: 1, y: 0, cells: [Cell(symbol: "你", width: 2)])])
    }

    @Test("narrow characters replacing a wide one are redrawn in both columns")
    func wideToNarrow() {
        let runs = FrameDiff.runs(from: buffer(["😀x"]), to: buffer(["abx"]), visible: size)
        #expect(runs == [CellRun(x: 0, y: 0, cells: [Cell(symbol: "a"), Cell(symbol: "b")])])
    }

    @Test("a size change redraws everything")
    func sizeChange() {
        let previous = buffer(["abc"], size: Size(width: 5, height: 2))
        let runs = FrameDiff.runs(from: previous, to: buffer(["abc"]), visible: size)
        #expect(runs.count == 3)
        #expect(runs.allSatisfy { $0.columns == 10 })
    }

    @Test("runs are clipped to the visible screen")
    func clipping() {
        let runs = FrameDiff.runs(from: nil, to: buffer(["0123456789"]), visible: Size(width: 4, height: 2))
        #expect(runs.count == 2)
        #expect(text(runs[0]) == "0123")
        #expect(runs.allSatisfy { $0.x + $0.columns <= 4 && $0.y < 2 })
    }

    @Test("a wide character cut by the screen edge becomes a blank")
    func wideAtEdge() {
        let runs = FrameDiff.runs(from: nil, to: buffer(["abc你"]), visible: Size(width: 4, height: 1))
        #expect(runs == [CellRun(x: 0, y: 0, cells: [Cell(symbol: "a"), Cell(symbol: "b"), Cell(symbol: "c"), .blank()])])
    }

    @Test("an empty screen or buffer gives no runs")
    func empty() {
        #expect(FrameDiff.runs(from: nil, to: buffer([]), visible: Size(width: 0, height: 0)).isEmpty)
        #expect(FrameDiff.runs(from: nil, to: ScreenBuffer(size: Size(width: 0, height: 0)), visible: size).isEmpty)
    }

    @Test("a 1x1 screen gets exactly one cell")
    func tinyScreen() {
        let runs = FrameDiff.runs(from: nil, to: buffer(["你好"]), visible: Size(width: 1, height: 1))
        #expect(runs == [CellRun(x: 0, y: 0, cells: [.blank()])])
    }
}
