import AppComposition
import Foundation
import TerminalUI

let args = CommandLine.arguments
let spec = ScreenSpec(args.count > 1 ? args[1] : "explore")!
let w = args.count > 2 ? Int(args[2])! : 100
let h = args.count > 3 ? Int(args[3])! : 30
let lines = await Task { @MainActor in
    await spec.render(size: Size(width: w, height: h), deps: args.count > 4 ? .live() : .mock, theme: .monochrome).textLines()
}.value
print(lines.joined(separator: "\n"))
