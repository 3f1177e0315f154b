import AppComposition
import ArgumentParser
import Foundation
import TerminalUI

/// `aichats render <screen>`: prints one screen as text, with the snapshots' rendering.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print one screen as text, without a terminal.",
        discussion: "Screens: \(ScreenSpec.usage)."
    )

    enum DataSource: String, ExpressibleByArgument, CaseIterable {
        case embedded, mock
    }

    @Argument(help: "The screen: \(ScreenSpec.usage).")
    var screen: String

    @Option(help: "The size as COLUMNSxROWS.")
    var size = "100x30"

    @Option(help: "Where the data comes from: embedded or mock.")
    var data = DataSource.embedded

    func validate() throws {
        guard ScreenSpec(screen) != nil else {
            throw ValidationError("unknown screen '\(screen)'; use one of: \(ScreenSpec.usage)")
        }
        guard parsedSize != nil else { throw ValidationError("--size must look like 100x30 (each 1…1000)") }
    }

    var parsedSize: Size? {
        let parts = size.lowercased().split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, (1...1000).contains(parts[0]), (1...1000).contains(parts[1]) else { return nil }
        return Size(width: parts[0], height: parts[1])
    }

    func run() async throws {
        guard let spec = ScreenSpec(screen), let size = parsedSize else { throw ExitCode(2) }
        let deps: AppDependencies = data == .mock ? .mock : .live()
        let lines = await Task { @MainActor in
            await spec.render(size: size, deps: deps, theme: .monochrome).textLines()
        }.value
        for line in lines {
            print(line.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression))
        }
    }
}
