import AppComposition
import Domain
import Foundation
import Presentation
import TerminalUI

/// The chat figures of issue 3, on a real SQLite database holding a profile and a chat of 10,000
/// messages of mixed lengths, then the real app's peak memory on that database.
@MainActor
func runChatBenchmarks() async {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aichats-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let deps: AppDependencies
    do {
        deps = try AppDependencies.live(dataFolder: folder)
    } catch {
        print("chat benchmarks skipped: \(error.message)")
        return
    }
    guard let avatar = try? await deps.avatars.allAvatars().items.first,
          let chat = try? await deps.chatStore.chat(for: avatar.id) else { return }
    let count = 10_000
    let start = Date().addingTimeInterval(-Double(count) * 60)
    try? await deps.profiles.save(Profile(name: "Bench 測試", color: .cyan, createdAt: start))
    var texts = BenchChatText()
    var stores: [Double] = []
    for index in 0..<count {
        let message = texts.message(index, sentAt: start.addingTimeInterval(Double(index) * 60))
        let began = ContinuousClock.now
        _ = try? await deps.chatStore.append(message, to: chat.id)
        stores.append(milliseconds(ContinuousClock.now - began))
    }
    print(String(format: "store a message (10,000 in one chat): %.3f ms median (target ≤ 1 ms)", median(stores)))

    let size = Size(width: 100, height: 30)
    let opened = ContinuousClock.now
    let app = Application(deps: deps, router: Router(path: [.explore, .chat(avatarID: avatar.id)]),
                          terminal: HeadlessTerminal(size: size), theme: .standard)
    await app.syncModules()
    _ = app.compose(size: size)
    print(String(format: "first frame of a chat with 10,000 messages: %.3f ms (target ≤ 50 ms)",
                 milliseconds(ContinuousClock.now - opened)))

    var pages: [Double] = []
    for _ in 0..<100 {
        let began = ContinuousClock.now
        await app.handle(.key(.pageUp))
        _ = app.compose(size: size)
        pages.append(milliseconds(ContinuousClock.now - began))
    }
    print(String(format: "scroll one page up (older pages load on the way): %.3f ms median, %.3f ms worst (target ≤ 2 ms)",
                 median(pages), pages.max() ?? 0))

    print(PeakMemoryBenchmark.run(dataFolder: folder, messages: count))
}
