import Domain
import Foundation
import Synchronization
import Testing
@testable import Data

/// Counts how often the terminal was lent, and what ran while it was.
final class RecordingLending: TerminalLending {
    private let count = Mutex(0)

    var lentCount: Int { count.withLock { $0 } }

    func runOutside<T: Sendable>(_ body: @escaping @Sendable () async -> T) async -> T {
        count.withLock { $0 += 1 }
        return await body()
    }
}

@Suite("Text and graphical browsers")
struct BrowserOpenerTests {
    /// A folder with a fake browser script that writes its arguments, one per line, to
    /// `arguments.txt`, then exits with `status` (after `seconds` of sleep).
    final class FakeBrowser {
        let folder: URL
        let script: URL
        let output: URL

        init(name: String = "fake-text-browser", status: Int, seconds: Int = 0) throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("aichats-browser-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            script = folder.appendingPathComponent(name)
            output = folder.appendingPathComponent("arguments.txt")
            let body = """
                #!/bin/sh
                printf '%s\\n' "$@" > '\(output.path)'
                sleep \(seconds)
                exit \(status)

                """
            try Foundation.Data(body.utf8).write(to: script)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        }

        var arguments: [String]? {
            (try? String(contentsOf: output, encoding: .utf8)).map { $0.split(separator: "\n").map(String.init) }
        }

        /// Opens the url, trying again while exec fails with ETXTBSY (another test of this process
        /// forking while the script was open for writing).
        func open(_ url: URL, with opener: ProcessURLOpener) async throws {
            for _ in 0..<4 {
                do {
                    return try await opener.open(url)
                } catch BrowserFailure.cannotStart {
                    try await Task.sleep(for: .milliseconds(50))
                }
            }
            try await opener.open(url)
        }

        deinit { try? FileManager.default.removeItem(at: folder) }
    }

    private let url = URL(string: "https://example.com/a?b=c")!

    @Test func aTextBrowserRunsWithTheTerminalLentAndGetsTheAddressForPercentS() async throws {
        let browser = try FakeBrowser(status: 0)
        let lending = RecordingLending()
        let environment = ["BROWSER": "missing-browser:\(browser.script.path) -T text/html %s --end"]
        try await browser.open(url, with: ProcessURLOpener(environment: environment, terminal: lending))
        #expect(browser.arguments == ["-T", "text/html", url.absoluteString, "--end"])
        #expect(lending.lentCount >= 1)
    }

    @Test func aTextBrowserThatFailsIsReportedInOneLine() async throws {
        let browser = try FakeBrowser(status: 1)
        let opener = ProcessURLOpener(environment: ["BROWSER": browser.script.path], terminal: RecordingLending())
        await #expect(throws: BrowserFailure.exited(program: "fake-text-browser", status: 1)) {
            try await browser.open(url, with: opener)
        }
        #expect(browser.arguments == [url.absoluteString])
        #expect(BrowserFailure.exited(program: "w3m", status: 1).description == "w3m exited with status 1")
    }

    @Test func aGraphicalBrowserRunsWithoutTheTerminal() async throws {
        let browser = try FakeBrowser(status: 0)
        let lending = RecordingLending()
        let environment = ["BROWSER": browser.script.path, "DISPLAY": ":0"]
        try await browser.open(url, with: ProcessURLOpener(environment: environment, terminal: lending))
        #expect(lending.lentCount == 0)
        #expect(browser.arguments == [url.absoluteString])
    }

    @Test func aGraphicalBrowserThatFailsAtOnceIsReported() async throws {
        let browser = try FakeBrowser(name: "firefox", status: 3)
        let opener = ProcessURLOpener(
            environment: ["BROWSER": browser.script.path], terminal: RecordingLending(), earlyFailureWindow: .seconds(30))
        await #expect(throws: BrowserFailure.exited(program: "firefox", status: 3)) {
            try await browser.open(url, with: opener)
        }
    }

    @Test func aGraphicalBrowserThatKeepsRunningIsLeftToRun() async throws {
        let browser = try FakeBrowser(name: "firefox", status: 3, seconds: 10)
        let opener = ProcessURLOpener(
            environment: ["BROWSER": browser.script.path], terminal: RecordingLending(), earlyFailureWindow: .milliseconds(1))
        try await browser.open(url, with: opener)
    }
}
