import Domain
import Foundation
import Synchronization
import Testing
@testable import DataAccess

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
    private let url = URL(string: "https://example.com/a?b=c")!

    @Test func aTextBrowserRunsWithTheTerminalLentAndGetsTheAddressForPercentS() async throws {
        let browser = try FakeProgram(name: "fake-text-browser")
        let lending = RecordingLending()
        let environment = ["BROWSER": "missing-browser:\(browser.script.path) -T text/html %s --end"]
        try await browser.open(url, with: ProcessURLOpener(environment: environment, terminal: lending))
        #expect(browser.arguments == ["-T", "text/html", url.absoluteString, "--end"])
        #expect(lending.lentCount >= 1)
    }

    @Test func aTextBrowserThatFailsIsReportedInOneLine() async throws {
        let browser = try FakeProgram(name: "fake-text-browser", status: 1)
        let opener = ProcessURLOpener(environment: ["BROWSER": browser.script.path], terminal: RecordingLending())
        await #expect(throws: BrowserFailure.exited(program: "fake-text-browser", status: 1)) {
            try await browser.open(url, with: opener)
        }
        #expect(browser.arguments == [url.absoluteString])
        #expect(BrowserFailure.exited(program: "w3m", status: 1).description == "w3m exited with status 1")
    }

    @Test func aGraphicalBrowserRunsWithoutTheTerminal() async throws {
        let browser = try FakeProgram(name: "fake-text-browser")
        let lending = RecordingLending()
        let environment = ["BROWSER": browser.script.path, "DISPLAY": ":0"]
        try await browser.open(url, with: ProcessURLOpener(environment: environment, terminal: lending))
        #expect(lending.lentCount == 0)
        #expect(browser.arguments == [url.absoluteString])
    }

    @Test func aGraphicalBrowserThatFailsAtOnceIsReported() async throws {
        let browser = try FakeProgram(name: "firefox", status: 3)
        let opener = ProcessURLOpener(
            environment: ["BROWSER": browser.script.path], terminal: RecordingLending(), earlyFailureWindow: .seconds(30))
        await #expect(throws: BrowserFailure.exited(program: "firefox", status: 3)) {
            try await browser.open(url, with: opener)
        }
    }

    @Test func aGraphicalBrowserThatKeepsRunningIsLeftToRun() async throws {
        let browser = try FakeProgram(name: "firefox", status: 3, seconds: 10)
        let opener = ProcessURLOpener(
            environment: ["BROWSER": browser.script.path], terminal: RecordingLending(), earlyFailureWindow: .milliseconds(1))
        try await browser.open(url, with: opener)
    }
}
