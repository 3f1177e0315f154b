import AppComposition
import Foundation
import Presentation
import TerminalUI

/// Typing into the chat input after a 1 MB paste (issue 8): the time from a key to its frame,
/// with the text in lines (a pasted document) and in one line (minified data).
@MainActor
func runPasteBenchmarks() async {
    var texts = BenchChatText()
    var lines = ""
    var index = 0
    while lines.utf8.count < 1_000_000 {
        lines += texts.message(index, sentAt: Date()).text + "\n"
        index += 1
    }
    let oneLine = lines.replacingOccurrences(of: "\n", with: " ")
    for (name, text) in [("in lines", lines), ("in one line", oneLine)] {
        let figure = await keyAfterPaste(text)
        print(String(format: "type a key after a 1 MB paste %@ into the chat input: %.3f ms median, %.3f ms worst (target ≤ 16 ms)",
                     name, figure.median, figure.worst))
    }
}

/// The median and worst time of a key typed at the end of `text`, pasted into an empty input,
/// with its frame; at most about five seconds of keys.
@MainActor
private func keyAfterPaste(_ text: String) async -> (median: Double, worst: Double) {
    let size = Size(width: 100, height: 30)
    let deps = AppDependencies.mock
    let app = Application(deps: deps, router: Router(path: [.explore, .chat(avatarID: "fx-cat-mochi")]),
                          terminal: HeadlessTerminal(size: size), theme: .standard)
    await app.syncModules()
    await app.handle(.paste(text))
    var samples: [Double] = []
    let deadline = ContinuousClock.now + .seconds(5)
    while samples.count < 200, samples.count < 5 || ContinuousClock.now < deadline {
        let began = ContinuousClock.now
        // The loop composes and presents the frame after the key.
        await app.handle(.key(.char(samples.count.isMultiple(of: 7) ? " " : "x")))
        samples.append(milliseconds(ContinuousClock.now - began))
    }
    return (median(samples), samples.max() ?? 0)
}
