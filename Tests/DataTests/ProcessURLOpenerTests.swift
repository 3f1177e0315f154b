import Domain
import Foundation
import Testing
@testable import Data

@Suite("Opening links in a browser")
struct ProcessURLOpenerTests {
    /// A fake browser: a script that records its arguments, one per line, into `output`.
    final class RecordingBrowser {
        let folder: URL
        let script: URL
        let output: URL

        init() throws {
            folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("aichats-browser-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            script = folder.appendingPathComponent("fake-browser")
            output = folder.appendingPathComponent("arguments.txt")
            let body = """
                #!/bin/sh
                printf '%s\\n' "$#" "$@" > '\(output.path).partial'
                /bin/mv '\(output.path).partial' '\(output.path)'

                """
            try Foundation.Data(body.utf8).write(to: script)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        }

        /// Opens the url, trying again a few times: while another test of this process forks,
        /// the child briefly holds the script open for writing and exec fails (ETXTBSY).
        func open(_ url: URL, with opener: ProcessURLOpener) async throws {
            for _ in 0..<4 {
                if (try? await opener.open(url)) != nil { return }
                try await Task.sleep(for: .milliseconds(50))
            }
            try await opener.open(url)
        }

        /// The recorded lines, waiting up to two seconds for the script to run.
        func recordedArguments() async throws -> [String]? {
            for _ in 0..<100 {
                if let text = try? String(contentsOf: output, encoding: .utf8) {
                    return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
                }
                try await Task.sleep(for: .milliseconds(20))
            }
            return nil
        }

        deinit { try? FileManager.default.removeItem(at: folder) }
    }

    @Test(arguments: ["ftp://example.com/file", "file:///etc/passwd", "javascript:alert(1)", "mailto:a@example.com"])
    func rejectsAddressesThatAreNotWebPages(_ address: String) async throws {
        let browser = try RecordingBrowser()
        let opener = ProcessURLOpener(environment: ["BROWSER": browser.script.path])
        let url = try #require(URL(string: address))
        await #expect(throws: DomainError.invalidInput("only http and https links can be opened")) {
            try await opener.open(url)
        }
        try await Task.sleep(for: .milliseconds(100))
        #expect(!FileManager.default.fileExists(atPath: browser.output.path))
    }

    @Test func browserReceivesTheExactAddressAsOneArgument() async throws {
        let browser = try RecordingBrowser()
        let address = "https://example.com/search?q=a%20b&lang=zh;rm -rf x#top $HOME"
            .replacingOccurrences(of: " ", with: "%20")
        let url = try #require(URL(string: address))
        try await browser.open(url, with: ProcessURLOpener(environment: ["BROWSER": "\(browser.script.path):firefox"]))
        #expect(try await browser.recordedArguments() == ["1", url.absoluteString])
    }

    @Test func browserEntryMayCarryItsOwnArguments() async throws {
        let browser = try RecordingBrowser()
        let url = try #require(URL(string: "http://example.com/"))
        try await browser.open(url, with: ProcessURLOpener(environment: ["BROWSER": "\(browser.script.path) --new-tab"]))
        #expect(try await browser.recordedArguments() == ["2", "--new-tab", "http://example.com/"])
    }

    @Test func browserIsFoundOnThePath() async throws {
        let browser = try RecordingBrowser()
        let url = try #require(URL(string: "https://example.com/path"))
        let environment = ["BROWSER": "fake-browser", "PATH": "/nonexistent:\(browser.folder.path)"]
        try await browser.open(url, with: ProcessURLOpener(environment: environment))
        #expect(try await browser.recordedArguments() == ["1", "https://example.com/path"])
    }

    @Test func missingBrowserNamesWhatWasTried() async throws {
        let url = try #require(URL(string: "https://example.com"))
        let environment = ["BROWSER": "no-such-browser-xyz:other-missing %s", "PATH": "/nonexistent"]
        await #expect(throws: BrowserFailure.notFound(programs: ["no-such-browser-xyz", "other-missing"])) {
            try await ProcessURLOpener(environment: environment).open(url)
        }
        await #expect(throws: BrowserFailure.notFound(programs: ["xdg-open"])) {
            try await ProcessURLOpener(environment: ["PATH": "/nonexistent"]).open(url)
        }
    }
}
