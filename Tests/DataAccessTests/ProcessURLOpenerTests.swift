import Domain
import Foundation
import TestSupport
import Testing
@testable import DataAccess

@Suite("Opening links in a browser")
struct ProcessURLOpenerTests {
    @Test(arguments: ["ftp://example.com/file", "file:///etc/passwd", "javascript:alert(1)", "mailto:a@example.com"])
    func rejectsAddressesThatAreNotWebPages(_ address: String) async throws {
        let browser = try FakeProgram()
        let opener = ProcessURLOpener(environment: ["BROWSER": browser.script.path])
        let url = try #require(URL(string: address))
        await #expect(throws: DomainError.invalidInput("only http and https links can be opened")) {
            try await opener.open(url)
        }
        try await Task.sleep(for: .milliseconds(100))
        #expect(!FileManager.default.fileExists(atPath: browser.output.path))
    }

    @Test func browserReceivesTheExactAddressAsOneArgument() async throws {
        let browser = try FakeProgram()
        let address = "https://example.com/search?q=a%20b&lang=zh;rm -rf x#top $HOME"
            .replacingOccurrences(of: " ", with: "%20")
        let url = try #require(URL(string: address))
        try await browser.open(url, with: ProcessURLOpener(environment: ["BROWSER": "\(browser.script.path):firefox"]))
        #expect(try await browser.recordedArguments() == ["1", url.absoluteString])
    }

    @Test func browserEntryMayCarryItsOwnArguments() async throws {
        let browser = try FakeProgram()
        let url = try #require(URL(string: "http://example.com/"))
        try await browser.open(url, with: ProcessURLOpener(environment: ["BROWSER": "\(browser.script.path) --new-tab"]))
        #expect(try await browser.recordedArguments() == ["2", "--new-tab", "http://example.com/"])
    }

    @Test func browserIsFoundOnThePath() async throws {
        let browser = try FakeProgram()
        let url = try #require(URL(string: "https://example.com/path"))
        let environment = ["BROWSER": "fake-browser", "PATH": "/nonexistent:\(browser.folder.url.path)"]
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
