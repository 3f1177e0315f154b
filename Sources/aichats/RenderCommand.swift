import AppComposition
import ArgumentParser
import Foundation
import TerminalUI

/// `aichats render <screen>`: prints one screen as text, with the snapshots' rendering.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print one screen as text, without a terminal.",
        discussion: """
            Screens: \(ScreenSpec.usage).

            Categories (category:<option>): \(ScreenSpec.categoryOptions.joined(separator: ", ")).

            Your data folder is only read, never changed. Profile and Chats show sample data, \
            and say so, when there is no data folder (or with --data embedded or mock).
            """
    )

    enum DataSource: String, ExpressibleByArgument, CaseIterable {
        case user, embedded, mock
        case mockFeeds = "mock-feeds"
    }

    @Argument(help: "The screen: \(ScreenSpec.usage).")
    var screen: String

    // Unconditional, so that "-5x10" reaches the check below instead of reading as an option.
    @Option(parsing: .unconditional, help: "The size as COLUMNSxROWS.")
    var size = "100x30"

    @Option(help: """
        user: the embedded avatars and news with your data (default); embedded: without your \
        data, as on a first start; mock: the test fixtures; mock-feeds: the fixtures with sample feeds.
        """)
    var data = DataSource.user

    @OptionGroup var dataFolder: DataFolderOption

    func validate() throws {
        try dataFolder.check()
        guard ScreenSpec(screen) != nil else {
            throw ValidationError(ScreenSpec.unknownScreenMessage(screen))
        }
        guard parsedSize != nil else { throw ValidationError("--size must look like 100x30 (each 1…1000)") }
    }

    var parsedSize: Size? {
        let parts = size.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let width = parts[0], let height = parts[1],
              (1...1000).contains(width), (1...1000).contains(height) else { return nil }
        return Size(width: width, height: height)
    }

    func run() async throws {
        guard let spec = ScreenSpec(screen), let size = parsedSize else { throw ExitCode(2) }
        let folder = dataFolder.resolved
        let snapshot: DataSnapshot?
        do {
            snapshot = data == .user ? try DataSnapshot.open(dataFolder: folder, folderSetting: dataFolder.setting) : nil
        } catch {
            throw RuntimeFailure(message: error.message, exitCode: error.exitCode)
        }
        var deps: AppDependencies = switch data {
        case .mock: .mock
        case .mockFeeds: .mockWithFeeds()
        case .user, .embedded: snapshot?.deps ?? .live()
        }
        var notice: String?
        if spec.showsUserRecords, snapshot == nil {
            deps = await AppDependencies.sample()
            notice = data == .user ? "Sample data: no aichats data in \(folder.path)" : "Sample data (--data \(data.rawValue))"
        }
        if let missing = await spec.missingItem(in: deps) { throw UsageFailure(message: "render: " + missing) }
        let lines = await Task { @MainActor [deps, notice] in
            await spec.text(size: size, deps: deps, notice: notice)
        }.value
        try output(lines.joined(separator: "\n"))
        withExtendedLifetime(snapshot) {}
    }
}
